import autocannon from 'autocannon';

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  /** The path of the n-th request (rotating ids or e-mails), and its body for a POST. */
  request: (n: number) => { path: string; body?: string };
}

export interface Sample {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One autocannon run of a scenario against one server. */
export const measure = (
  base: string,
  scenario: Scenario,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
): Promise<Sample> => {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: [
          {
            method: scenario.method,
            headers: { ...headers, ...(scenario.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
            setupRequest: (request) => {
              const next = scenario.request(n++);
              return { ...request, path: next.path, ...(next.body ? { body: next.body } : {}) };
            },
          },
        ],
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              requestsPerSecond: result.requests.average,
              p50: result.latency.p50,
              p99: result.latency.p99,
              errors: result.errors + result.timeouts + result.non2xx,
            }),
    );
  });
};

export interface Row {
  scenario: string;
  connections: number;
  engineRps: number;
  rawRps: number;
  ratio: number | null;
  engineP50: number;
  engineP99: number;
  rawP50: number;
  rawP99: number;
  errors: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * The rounds of one scenario folded into a row: mean req/s, the median round's p50 and the
 * worst round's p99 (a tail seen once is a tail).
 */
export const fold = (scenario: string, connections: number, engine: Sample[], raw: Sample[]): Row => {
  const mean = (samples: Sample[]) => samples.reduce((sum, s) => sum + s.requestsPerSecond, 0) / samples.length;
  const engineRps = mean(engine);
  const rawRps = mean(raw);
  return {
    scenario,
    connections,
    engineRps: Math.round(engineRps),
    rawRps: Math.round(rawRps),
    // No answer within the run's time from raw: no ratio to give.
    ratio: rawRps > 0 ? Math.round((engineRps / rawRps) * 100) / 100 : null,
    engineP50: median(engine.map((s) => s.p50)),
    engineP99: Math.max(...engine.map((s) => s.p99)),
    rawP50: median(raw.map((s) => s.p50)),
    rawP99: Math.max(...raw.map((s) => s.p99)),
    errors: [...engine, ...raw].reduce((sum, s) => sum + s.errors, 0),
  };
};

export const markdownTable = (rows: Row[]): string =>
  [
    '| scenario | conn | engine req/s | raw req/s | engine/raw | engine p50 ms | engine p99 ms | raw p50 ms | raw p99 ms | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${r.connections} | ${r.engineRps} | ${r.rawRps} | ${r.ratio === null ? 'n/a' : r.ratio.toFixed(2)} | ${r.engineP50} | ${r.engineP99} | ${r.rawP50} | ${r.rawP99} | ${r.errors} |`,
    ),
  ].join('\n');
