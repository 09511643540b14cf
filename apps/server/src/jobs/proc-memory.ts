import { readFile } from 'node:fs/promises';

/**
 * A memory figure of a process from /proc/<pid>/status (Linux), in MB: 'VmRSS' its resident memory now
 * (the job processes' cap), 'VmHWM' its peak so far (bench/job-memory.bench.ts). null where /proc is not
 * there or the process has ended.
 */
export async function procMemoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}
