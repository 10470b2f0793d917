import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The Nu HTML Checker (vnu-jar, the W3C validator's engine) as shipped by npm. */
const VNU_JAR = path.resolve(
  import.meta.dirname,
  '../../../node_modules/vnu-jar/build/dist/vnu.jar',
);

/** The java to run it with: JAVA_PATH (set by scripts/test.sh), else java on PATH, else none. */
export function findJava(): string | undefined {
  const candidates = [process.env.JAVA_PATH, 'java'].filter(Boolean) as string[];
  return candidates.find((java) => spawnSync(java, ['-version']).status === 0);
}

export type NuMessage = { url: string; line?: number; message: string; extract?: string };

/** Checks every document in one Java run; returns the errors (warnings are not counted). */
export function nuErrors(java: string, documents: { name: string; html: string }[]): NuMessage[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const files = documents.map((document, index) => {
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, document.html);
      return file;
    });
    const run = spawnSync(
      java,
      [
        '-Xss1m',
        '-jar',
        VNU_JAR,
        '--errors-only',
        '--format',
        'json',
        '--exit-zero-always',
        ...files,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.status !== 0) throw new Error(`vnu failed (${run.status}): ${run.stderr || run.error}`);
    // The JSON report goes to stderr.
    const report = JSON.parse(run.stderr) as {
      messages: {
        type: string;
        url: string;
        lastLine?: number;
        message: string;
        extract?: string;
      }[];
    };
    const nameOf = new Map(
      files.map((file, index) => [path.basename(file), documents[index]!.name]),
    );
    return report.messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => ({
        url: nameOf.get(path.basename(new URL(message.url).pathname)) ?? message.url,
        line: message.lastLine,
        message: message.message,
        extract: message.extract,
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
