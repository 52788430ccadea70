import { loadavg } from 'node:os';
import { withFirebaseHosting } from './firebaseWeb.mjs';
import { lighthouseReport, median, startBuiltServer } from './lib.mjs';

/**
 * `node bench/lcp.mjs --build=local|firebase --routes=/emergency,/cart [--runs=3] [--requests]`:
 * why a route's Largest Contentful Paint is late. For each route, Lighthouse mobile (the same
 * defaults as the bench) is run `runs` times one after another; each run prints the machine's
 * load, the score and its metrics, the LCP element and its phases (TTFB, load delay, load time,
 * render delay), and with `--requests` the requests the page made before its observed LCP (the
 * ones Lighthouse's simulation waits for). Needs a build (npm run build).
 * A route `/order/{placed}` or `/booking/{placed}` (local build) opens the private link of an
 * order or a medical help request placed for the run, as its customer's link does
 * (`/order/<code>#<secret>`); `/order/K7Q-4MX` with no secret measures a link that lost it.
 */
const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const build = arg('build', 'local');
const routes = arg('routes', '/').split(',');
const runs = Number(arg('runs', '3'));
const showRequests = process.argv.includes('--requests');

const ms = (value) => `${Math.round(value)} ms`;

function describe(lhr) {
  const audit = (id) => lhr.audits[id];
  if (lhr.runtimeError)
    return `runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
  const metrics = audit('metrics').details.items[0];
  // A run can end without an LCP (Lighthouse's runtime error says why): printed, not fatal.
  const [elementTable, phaseTable] =
    audit('largest-contentful-paint-element')?.details?.items ?? [];
  const element = elementTable?.items[0]?.node;
  const phases = (phaseTable?.items ?? []).map((p) => `${p.phase} ${ms(p.timing)}`).join(', ');
  const lines = [
    `score ${Math.round(lhr.categories.performance.score * 100)}  LCP ${ms(metrics.largestContentfulPaint)}  FCP ${ms(metrics.firstContentfulPaint)}  SI ${ms(metrics.speedIndex)}  TBT ${ms(metrics.totalBlockingTime)}  CLS ${metrics.cumulativeLayoutShift.toFixed(3)}`,
    `  observed: FCP ${ms(metrics.observedFirstContentfulPaint)}  LCP ${ms(metrics.observedLargestContentfulPaint)}  load ${ms(metrics.observedLoad)}`,
    `  LCP element: ${element?.nodeLabel ?? '?'}  [${element?.selector ?? ''}]`,
    `  phases: ${phases}`,
  ];
  if (showRequests) {
    const start = metrics.observedNavigationStart ?? 0;
    const lcpAt = metrics.observedLargestContentfulPaint;
    for (const r of audit('network-requests').details.items) {
      if (r.networkRequestTime - start > lcpAt) continue;
      const path = new URL(r.url).pathname;
      lines.push(
        `    ${ms(r.networkRequestTime - start).padStart(8)} → ${ms(r.networkEndTime - start).padStart(8)}  ${r.resourceType?.padEnd(10)} ${(r.transferSize / 1024).toFixed(1).padStart(6)} KB  ${r.priority?.padEnd(8)} ${path}`,
      );
    }
  }
  return lines.join('\n');
}

async function withHost(fn) {
  if (build === 'local') {
    const server = await startBuiltServer();
    try {
      return await fn(server.url);
    } finally {
      await server.stop();
    }
  }
  return withFirebaseHosting(({ url }) => fn(url));
}

/** A grocery order and a medical help request placed through the host's API, for their links. */
async function placed(url) {
  const call = async (action, data) => {
    const response = await fetch(`${url}/api/call/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    });
    const body = await response.json();
    if (!body.result?.code) throw new Error(`${action} failed: ${JSON.stringify(body)}`);
    return `${body.result.code}#${body.result.secret}`;
  };
  const products = await fetch(`${url}/api/read/products?shopType=grocery`).then((r) => r.json());
  const list = products.result ?? products;
  const product = list.find((p) => p.available && p.stock >= 5 && !p.prescriptionRequired);
  const person = { name: 'Bench Customer', phone: '9830011223' };
  return {
    order: await call('createOrder', {
      customer: person,
      address: { line: '3 Ghat Road, Sonapur' },
      items: [{ productId: product.id, quantity: 2 }],
    }),
    booking: await call('requestMedicalAssistance', {
      requester: person,
      address: { line: '3 Ghat Road, Sonapur' },
      need: 'Blood pressure check for an elderly person',
      urgent: false,
    }),
  };
}

await withHost(async (url) => {
  if (routes.some((route) => route.includes('{placed}'))) {
    const links = await placed(url);
    for (const [i, route] of routes.entries()) {
      routes[i] = route.replace(
        /^\/(order|booking)\/\{placed\}/,
        (_, kind) => `/${kind}/${links[kind]}`,
      );
    }
  }
  // One warm-up request per route: the first render (and a cold function) is not what a
  // resident's phone meets once the page is cached.
  for (const route of routes) await fetch(url + route).then((r) => r.arrayBuffer());
  for (const route of routes) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const load = loadavg()[0].toFixed(1);
      const lhr = await lighthouseReport(url + route);
      const metrics = lhr.audits.metrics.details?.items[0] ?? {};
      samples.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: metrics.largestContentfulPaint ?? Number.NaN,
      });
      console.log(`${build} ${route} run ${i + 1}, load ${load}: ${describe(lhr)}`);
    }
    console.log(
      `${build} ${route} MEDIAN of ${runs}: score ${median(samples.map((s) => s.score))}, LCP ${ms(median(samples.map((s) => s.lcp)))}, load now ${loadavg()[0].toFixed(1)}\n`,
    );
  }
});
