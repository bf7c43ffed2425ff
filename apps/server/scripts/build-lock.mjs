// One build at a time per checkout: instances started together from a checkout whose build is
// stale would otherwise rebuild at once, one importing dist/ while another rewrites it. The lock is
// a folder (mkdir is atomic) holding the owner's pid; a lock whose owner is gone is taken over.
import fs from 'node:fs';
import path from 'node:path';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** Waits for the lock at `dir`, then holds it; resolves to a function that releases it. */
export async function takeBuildLock(dir, { pollMs = 200 } = {}) {
  const owner = path.join(dir, 'pid');
  let told = false;
  for (;;) {
    try {
      fs.mkdirSync(dir);
      fs.writeFileSync(owner, String(process.pid));
      const release = () => fs.rmSync(dir, { recursive: true, force: true });
      process.once('exit', release);
      return () => {
        process.off('exit', release);
        release();
      };
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    let pid = 0;
    let age;
    try {
      age = Date.now() - fs.statSync(dir).mtimeMs;
      pid = Number(fs.readFileSync(owner, 'utf8')) || 0;
    } catch {
      if (age === undefined) continue; // released meanwhile: try again at once
    }
    // An owner that died mid-build leaves the lock; one not yet written is given 10 s.
    const stale = pid ? !alive(pid) : age > 10_000;
    if (stale) {
      fs.rmSync(dir, { recursive: true, force: true });
      continue;
    }
    if (!told) console.log('Waiting for another start of Lexbridge to finish building ...');
    told = true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
