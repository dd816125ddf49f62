/**
 * The type-check layout (tsconfig.json's references): browser code sees neither Node nor the test
 * runner, Node code sees Node, tests see vitest's globals and jest-dom, and no TypeScript file of
 * the project is left out of every project.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root } from './lib/project';

const projects = ['tsconfig.app.json', 'tsconfig.node.json', 'tsconfig.test.json'] as const;

function parse(config: string): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, config), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!parsed) throw new Error(`${config} could not be read`);
  return parsed;
}

const PROBE = `
export const fromNode = [process.env.X, Buffer.from('x')];
export let timer: NodeJS.Timeout | undefined;
describe('probe', () => expect(document.body).toBeInTheDocument());
`;

/** The names the compiler cannot find in PROBE under a project's options. */
function unknownNames(config: string): string[] {
  const { options } = parse(config);
  const probe = path.join(root, 'src/__probe__.ts');
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language) =>
    file === probe ? ts.createSourceFile(file, PROBE, language) : getSourceFile(file, language);
  const program = ts.createProgram({ rootNames: [probe], options, host });
  return program
    .getSemanticDiagnostics(program.getSourceFile(probe))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '))
    .map((message) => /Cannot find (?:name|namespace) '(\w+)'/.exec(message)?.[1] ?? message)
    .sort();
}

/** Every .ts/.tsx file of the project's own folders and its root. */
function projectFiles(): string[] {
  const folders = [
    'src',
    'tests',
    'scripts',
    'demo-api',
    'auth-backend',
    'vite',
    'e2e',
    'e2e-nginx',
  ];
  const inFolders = folders.flatMap((folder) => {
    try {
      return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map(
        (file) => path.join(folder, file),
      );
    } catch {
      return [];
    }
  });
  return [...inFolders, ...readdirSync(root)]
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => file.replaceAll('\\', '/'))
    .sort();
}

describe('the type-check projects', () => {
  it('keep Node and the test runner out of the browser code', { timeout: 30_000 }, () => {
    expect(unknownNames('tsconfig.app.json')).toEqual([
      'Buffer',
      'NodeJS',
      'describe',
      'expect',
      'process',
    ]);
  });

  it(
    'give Node code Node, and tests also the test globals and jest-dom',
    { timeout: 30_000 },
    () => {
      expect(unknownNames('tsconfig.node.json')).toEqual(['describe', 'expect']);
      expect(unknownNames('tsconfig.test.json')).toEqual([]);
    },
  );

  it('leave no TypeScript file of the project unchecked', () => {
    const checked = new Set(
      projects.flatMap((config) =>
        parse(config).fileNames.map((file) => path.relative(root, file).replaceAll('\\', '/')),
      ),
    );
    expect(projectFiles().filter((file) => !checked.has(file))).toEqual([]);
    // The server entry runs in Node (jsdom): it is Node code, not browser code.
    const app = parse('tsconfig.app.json').fileNames.map((file) => path.relative(root, file));
    expect(app).not.toContain('src/entry-server.tsx');
    expect(app.filter((file) => file.includes('.test.'))).toEqual([]);
  });
});
