// SIRET check key (INSEE): the 14 digits pass the Luhn algorithm. La Poste is the one exception:
// its establishments (SIREN 356 000 000) are numbered so that the digit sum is a multiple of 5
// (the head office, 356 000 000 00048, passes Luhn as well).

/** La Poste's SIREN, whose SIRETs follow their own key. */
export const LA_POSTE_SIREN = '356000000';

/** Luhn over a string of digits: from the right, every second digit doubled (minus 9 above 9). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Whether 14 digits are a SIRET whose check key holds (73282932000074 yes, …75 no). */
export function isValidSiret(siret: string): boolean {
  if (!/^\d{14}$/.test(siret)) return false;
  if (passesLuhn(siret)) return true;
  if (!siret.startsWith(LA_POSTE_SIREN)) return false;
  return [...siret].reduce((total, d) => total + Number(d), 0) % 5 === 0;
}

/** Whether 9 digits are a SIREN whose check key holds (Luhn; La Poste's own SIREN included). */
export function isValidSiren(siren: string): boolean {
  return /^\d{9}$/.test(siren) && (passesLuhn(siren) || siren === LA_POSTE_SIREN);
}

/** The SIREN of a SIRET: its first 9 digits. */
export function sirenOf(siret: string): string {
  return siret.replace(/\s+/g, '').slice(0, 9);
}
