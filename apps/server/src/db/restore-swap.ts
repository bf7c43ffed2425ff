import fs from 'node:fs';
import path from 'node:path';

// A restore builds the embedded database beside the live one and swaps it in with two renames:
// `pg` -> `pg.replaced`, then `pg.restoring` -> `pg`. A process may die between any two steps.
// The marker `pg.restored` is written (whole, synced) once `pg.restoring` is complete and before
// the first rename, and removed after the second: while it exists, the new database is the one to
// keep; without it, a `pg.restoring` was never finished and the old database is the one to keep.
const restoringOf = (live: string) => `${live}.restoring`;
const replacedOf = (live: string) => `${live}.replaced`;
const markerOf = (live: string) => `${live}.restored`;

/** Makes a rename or removal in `dir` survive a power loss before the next step depends on it. */
function syncDir(dir: string) {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function writeMarker(live: string) {
  const marker = markerOf(live);
  const partial = `${marker}.partial`;
  const fd = fs.openSync(partial, 'w', 0o600);
  try {
    fs.writeSync(fd, `${restoringOf(path.basename(live))} is a complete restored database.\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(partial, marker);
  syncDir(path.dirname(live));
}

/** Whether a swap of `live` has begun and not ended: then `<live>.restoring` must be kept. */
export const swapBegun = (live: string) => fs.existsSync(markerOf(live));

const gone = (folder: string) => fs.rmSync(folder, { recursive: true, force: true });

/** The two renames; each step is skipped when a start that resumes the swap finds it done. */
function moveIn(live: string) {
  const restoring = restoringOf(live);
  const replaced = replacedOf(live);
  if (!fs.existsSync(restoring)) {
    if (fs.existsSync(live)) return; // moved in before the process stopped
    throw new Error(
      `${markerOf(live)} says a restored database waits to be moved in, but neither ${restoring} nor ${live} exists. Restore the backup again.`,
    );
  }
  if (fs.existsSync(live)) {
    if (fs.existsSync(replaced))
      throw new Error(
        `${live}, ${restoring} and ${replaced} all exist: keep the one you need as ${live}, remove the others and ${markerOf(live)}, then start again.`,
      );
    fs.renameSync(live, replaced);
    syncDir(path.dirname(live));
  }
  fs.renameSync(restoring, live);
  syncDir(path.dirname(live));
}

/**
 * Swaps the complete restored database `<live>.restoring` in for `live`: the old one stays whole
 * (as `<live>.replaced`) until the new one is in place, and is removed after. Interrupted at any
 * point, finishInterruptedSwap completes it.
 */
export function swapIn(live: string) {
  gone(replacedOf(live)); // none is left once finishInterruptedSwap has run
  writeMarker(live);
  moveIn(live);
  fs.rmSync(markerOf(live));
  syncDir(path.dirname(live));
  gone(replacedOf(live));
}

/**
 * Puts right what a restore that stopped part way left beside `live`, before anything opens it
 * (the caller holds the data directory's lock): a marked swap is finished (the restore had
 * succeeded), an unmarked `<live>.restoring` is removed (it never succeeded), and a `<live>.replaced`
 * is removed once `live` exists, or moved back when it does not. Returns a sentence for the log,
 * or null when there was nothing to do.
 */
export function finishInterruptedSwap(live: string): string | null {
  const restoring = restoringOf(live);
  const replaced = replacedOf(live);
  gone(`${markerOf(live)}.partial`); // a marker never finished means the swap never started
  if (fs.existsSync(markerOf(live))) {
    moveIn(live);
    fs.rmSync(markerOf(live));
    syncDir(path.dirname(live));
    gone(replaced);
    return `A restore had stopped while moving its database into ${live}: the move was finished, and the replaced database removed.`;
  }
  const said: string[] = [];
  if (fs.existsSync(restoring)) {
    gone(restoring);
    said.push(`An unfinished restore (${restoring}) was removed; ${live} is as it was.`);
  }
  if (fs.existsSync(replaced)) {
    if (fs.existsSync(live)) {
      gone(replaced);
    } else {
      fs.renameSync(replaced, live);
      syncDir(path.dirname(live));
      said.push(`A restore had stopped after moving ${live} aside: it was moved back.`);
    }
  }
  return said.length > 0 ? said.join(' ') : null;
}
