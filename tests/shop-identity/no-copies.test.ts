/**
 * The shop's details live in shop.config.json only (docs/decisions/0069-shop-identity-in-one-file.md):
 * no file of the shop, the demo API or the messages writes one of them out again, which would go
 * on showing the old value after an operator changed the file. Tests may (they check the defaults).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ShopIdentitySchema } from '@/shared/api/contract/shop-identity-schema';

const root = path.resolve(import.meta.dirname, '../..');
const identity = ShopIdentitySchema.parse(
  JSON.parse(readFileSync(path.join(root, 'shop.config.json'), 'utf8')),
);

/**
 * Lines where the same characters are something else: a customer company's own KvK number or
 * address in the demo data, and the KvK field's example of its format (8 digits).
 */
const otherMeaning = [/\bkvkNumber: '\d{8}'/, /\baddress: '/, /"register\.kvkNumber\.hint"/];

const values: Record<string, string> = {
  name: identity.name,
  legalName: identity.legalName,
  street: identity.address.street,
  postalCode: identity.address.postalCode,
  kvkNumber: identity.kvkNumber,
  vatNumber: identity.vatNumber,
  iban: identity.iban,
  ibanWithoutSpaces: identity.iban.replace(/\s+/g, ''),
  email: identity.email,
  telephone: identity.telephone,
  telephoneWithoutSpaces: identity.telephone.replace(/\s+/g, ''),
};

/** The value as a whole, not inside a longer number or word (12345678 in BE0123456789). */
const alone = (value: string) =>
  new RegExp(`(?<![A-Za-z0-9])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`);
const patterns = Object.entries(values).map(([field, value]) => [field, alone(value)] as const);

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter(
      (file) =>
        /\.(ts|tsx|json|css|html|svg|webmanifest)$/.test(file) && !/\.test\.tsx?$/.test(file),
    )
    .map((file) => path.join(folder, file));
}

const files = [
  ...sourceFiles('src'),
  ...sourceFiles('demo-api'),
  ...sourceFiles('locales'),
  ...sourceFiles('public'),
  'index.html',
];

describe('the shop identity', () => {
  it('finds files to check', () => {
    expect(files).toContain(path.join('src', 'app', 'layout', 'footer.tsx'));
    expect(files).toContain(path.join('locales', 'nl.json'));
    expect(files).toContain(path.join('demo-api', 'pdf', 'invoice-labels.ts'));
    expect(files).toContain(path.join('public', 'manifest.webmanifest'));
  });

  it('is written nowhere but in shop.config.json', () => {
    const copies: string[] = [];
    for (const file of files) {
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (otherMeaning.some((pattern) => pattern.test(line))) return;
        for (const [field, pattern] of patterns)
          if (pattern.test(line)) copies.push(`${file}:${index + 1} ${field}`);
      });
    }
    expect(copies).toEqual([]);
  });
});
