/** ISBN-10 check: the weighted sum 10·d1 + 9·d2 + … + 1·d10 is a multiple of 11 (X = 10). */
export function isValidIsbn10(isbn: string): boolean {
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const char = isbn[index] ?? '';
    sum += (10 - index) * (char === 'X' ? 10 : Number(char));
  }
  return sum % 11 === 0;
}

/** The ISBN-13 of a valid ISBN-10 (978 prefix, new check digit). */
export function isbn10To13(isbn10: string): string {
  const core = `978${isbn10.slice(0, 9)}`;
  let sum = 0;
  for (let index = 0; index < 12; index += 1)
    sum += Number(core[index]) * (index % 2 === 0 ? 1 : 3);
  return `${core}${(10 - (sum % 10)) % 10}`;
}

/** The ISBN-10 of a 978-prefixed ISBN-13; null for 979 numbers, which have none. */
export function isbn13To10(isbn13: string): string | null {
  if (!/^978\d{10}$/.test(isbn13)) return null;
  const core = isbn13.slice(3, 12);
  let sum = 0;
  for (let index = 0; index < 9; index += 1) sum += (10 - index) * Number(core[index]);
  const check = (11 - (sum % 11)) % 11;
  return `${core}${check === 10 ? 'X' : String(check)}`;
}
