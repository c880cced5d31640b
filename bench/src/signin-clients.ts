export {};

/** The sign-in bench's attackers (signin.bench.ts), in a process of their own: the answer is the last stdout line. */
const { task, base, eventId, seconds, storm, honourRetryAfter } = JSON.parse(process.env.SIGNIN_TASK ?? '{}') as {
  task: 'storm' | 'brute';
  base: string;
  eventId: number;
  seconds: number;
  storm: number;
  honourRetryAfter: boolean;
};

const form = (username: string, password: string) =>
  new URLSearchParams({
    grant_type: 'password',
    username,
    password,
    platform_id: String(eventId),
    scope: 'openid profile offline_access',
  }).toString();

const signIn = (body: string, address: string) =>
  fetch(`${base}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
    body,
  });

// The demo's five accounts in turn, each request from an address of its own (TRUST_PROXY=1): a
// crowd signing in, not one account guessing (that is throttled before any hashing).
const accounts = ['attendee', 'speaker', 'moderator', 'admin', 'reports'];
let sent = 0;
function nextSignIn() {
  sent++;
  const body = form(`${accounts[sent % accounts.length]}@demo.atrium.test`, 'demo-password');
  const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
  return { body, address };
}

/** `storm` clients, each signing in again once answered, for `seconds`. */
async function signInStorm() {
  const began = Date.now();
  const deadline = began + seconds * 1000;
  const latencies: number[] = [];
  let ok = 0;
  let busy = 0;
  let throttled = 0;
  const other = new Map<number, number>();
  const client = async () => {
    while (Date.now() < deadline) {
      const started = Date.now();
      const { body, address } = nextSignIn();
      const res = await signIn(body, address);
      await res.arrayBuffer();
      latencies.push(Date.now() - started);
      if (res.status === 200) ok++;
      else if (res.status === 503) {
        busy++;
        // A person told "try again in a moment" tries again then, not in the same millisecond.
        if (honourRetryAfter)
          await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
      } else if (res.status === 429) throttled++;
      else other.set(res.status, (other.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: storm }, client));
  latencies.sort((x, y) => x - y);
  const p99Ms = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  if (other.size > 0)
    console.warn('sign-ins answered neither 200, 503 nor 429 (status: count):', Object.fromEntries(other));
  // Over the time until the last answer: sign-ins admitted near the end are answered after the deadline.
  return { signInsPerSecond: ok / ((Date.now() - began) / 1000), refused: busy, throttled, p99Ms };
}

/** 1,000 wrong passwords for the attendee from one address, 50 at a time; then the owner from elsewhere. */
async function bruteForce() {
  let throttled = 0;
  let checked = 0;
  let next = 0;
  const worker = async () => {
    while (next < 1000) {
      next++;
      const res = await signIn(form('attendee@demo.atrium.test', `guess-${next}`), '192.0.2.66');
      await res.arrayBuffer();
      if (res.status === 429) throttled++;
      else if (res.status === 400) checked++;
    }
  };
  await Promise.all(Array.from({ length: 50 }, worker));
  const owner = await signIn(form('attendee@demo.atrium.test', 'demo-password'), '198.51.100.7');
  return { throttled, checked, ownerStatus: owner.status };
}

console.log(JSON.stringify(task === 'storm' ? await signInStorm() : await bruteForce()));
