/**
 * glibc's allocator for the job processes: at most two arenas, and big blocks (a decoded picture, its
 * grey and black-and-white copies) mapped and given back at once. By default each thread that
 * allocates (canvas, tesseract's worker) gets its own arena and keeps what it freed there: the plan
 * analysis of a 200 dpi A4 scan peaked at 822 MB with glibc's defaults, 716 MB with these (median of
 * three, load 32, bench/job-memory.bench.ts).
 */
export const JOB_MALLOC_TUNABLES =
  'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072';

/**
 * The environment of the job launcher, which its job processes inherit: this process's, with the
 * allocator settings above unless GLIBC_TUNABLES is set already (set empty: glibc's defaults).
 */
export function jobProcessEnv(): NodeJS.ProcessEnv {
  return { ...process.env, GLIBC_TUNABLES: process.env.GLIBC_TUNABLES ?? JOB_MALLOC_TUNABLES };
}
