// Progress of a long command on stderr: a single updating bar on a terminal, a line per stage in a
// log (stdout stays for the result).

export interface ProgressReporter {
  update: (done: number, total: number, stage: string) => void;
  finish: () => void;
}

export function progressReporter(label: string, stream: NodeJS.WriteStream = process.stderr): ProgressReporter {
  const tty = stream.isTTY === true;
  let lastStage = '';
  let lastDraw = 0;
  return {
    update(done, total, stage) {
      const percent = total ? Math.floor((done / total) * 100) : 100;
      if (!tty) {
        if (stage !== lastStage) stream.write(`${label}: ${stage} (${percent}%)\n`);
        lastStage = stage;
        return;
      }
      const now = Date.now();
      if (stage === lastStage && now - lastDraw < 100 && done < total) return;
      lastStage = stage;
      lastDraw = now;
      const width = 30;
      const filled = Math.round((percent / 100) * width);
      stream.write(`\r\x1b[2K${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(percent).padStart(3)}% ${stage}`);
    },
    finish() {
      if (tty) stream.write('\r\x1b[2K');
    },
  };
}
