/**
 * Text to WinAnsiEncoding (Windows-1252) bytes, the encoding of the standard PDF fonts. One UTF-16
 * code unit becomes exactly one byte (unknown characters become "?"), so a string's length equals
 * its encoded size and the PDF writer can compute byte offsets from string lengths.
 */
const extras: Record<string, number> = {
  '\u20ac': 0x80,
  '\u201a': 0x82,
  '\u0192': 0x83,
  '\u201e': 0x84,
  '\u2026': 0x85,
  '\u2020': 0x86,
  '\u2021': 0x87,
  '\u02c6': 0x88,
  '\u2030': 0x89,
  '\u0160': 0x8a,
  '\u2039': 0x8b,
  '\u0152': 0x8c,
  '\u017d': 0x8e,
  '\u2018': 0x91,
  '\u2019': 0x92,
  '\u201c': 0x93,
  '\u201d': 0x94,
  '\u2022': 0x95,
  '\u2013': 0x96,
  '\u2014': 0x97,
  '\u02dc': 0x98,
  '\u2122': 0x99,
  '\u0161': 0x9a,
  '\u203a': 0x9b,
  '\u0153': 0x9c,
  '\u017e': 0x9e,
  '\u0178': 0x9f,
};

export function encodeWinAnsi(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const char = text.charAt(i);
    // Narrow no-break space (nl-NL currency formatting) has no WinAnsi byte: print a normal space.
    if (code === 0x202f || code === 0x00a0) bytes[i] = 0x20;
    else if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes[i] = code;
    else bytes[i] = extras[char] ?? 0x3f;
  }
  return bytes;
}
