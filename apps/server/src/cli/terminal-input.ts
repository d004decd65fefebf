import { createInterface } from 'node:readline';

export class InputCancelled extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'InputCancelled';
  }
}

/** The first line of a piped stdin (scripts, tests): `printf '%s\n' "$PASSWORD" | npm run …`. */
async function readPipedLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  try {
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
  }
}

/**
 * Reads a line without showing it: on a terminal, keystrokes are read raw and nothing is echoed
 * (Backspace deletes, Ctrl-C or Ctrl-D cancels); from a pipe, the first line. The prompt goes to stderr.
 */
export function readHiddenLine(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) return readPipedLine();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (settle: () => void) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      settle();
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish(() => resolve(value));
        if (char === '\u0003' || char === '\u0004') return finish(() => reject(new InputCancelled()));
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else if (char >= ' ') value += char;
      }
    };
    stderr.write(prompt);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}
