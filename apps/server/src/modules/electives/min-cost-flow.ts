/**
 * Minimum-cost maximum flow by successive shortest paths (Bellman-Ford on a queue, as the
 * residual graph has negative costs). Small and exact: a block of electives is a few hundred
 * students, a handful of electives and three edges a student, and every augmentation moves one
 * student, so the work is about students × edges, well under a second.
 */
export interface FlowNetwork {
  /** Adds an edge with its capacity and cost a unit; answers its index, for `flowOn`. */
  addEdge: (from: number, to: number, capacity: number, cost: number) => number;
  /** Pushes as much flow as can go from `source` to `sink`, at the least total cost among such flows. */
  solve: (source: number, sink: number) => { flow: number; cost: number };
  /** The flow an edge carries after `solve`. */
  flowOn: (edge: number) => number;
}

export const flowNetwork = (nodes: number): FlowNetwork => {
  // Edge i and its reverse i ^ 1 sit side by side.
  const to: number[] = [];
  const capacity: number[] = [];
  const cost: number[] = [];
  const next: number[] = [];
  const head = new Array<number>(nodes).fill(-1);
  const push = (from: number, target: number, cap: number, unit: number): void => {
    to.push(target);
    capacity.push(cap);
    cost.push(unit);
    next.push(head[from] ?? -1);
    head[from] = to.length - 1;
  };
  const original = new Map<number, number>();

  const addEdge = (from: number, target: number, cap: number, unit: number): number => {
    const index = to.length;
    push(from, target, cap, unit);
    push(target, from, 0, -unit);
    original.set(index, cap);
    return index;
  };

  /** The cheapest path in the residual graph: the edge into each node on it, or null when the sink is cut off. */
  const shortestPath = (source: number, sink: number): number[] | null => {
    const distance = new Array<number>(nodes).fill(Number.POSITIVE_INFINITY);
    const via = new Array<number>(nodes).fill(-1);
    const queued = new Array<boolean>(nodes).fill(false);
    distance[source] = 0;
    const queue = [source];
    queued[source] = true;
    for (let read = 0; read < queue.length; read += 1) {
      const node = queue[read] as number;
      queued[node] = false;
      for (let edge = head[node] ?? -1; edge !== -1; edge = next[edge] ?? -1) {
        if ((capacity[edge] ?? 0) <= 0) continue;
        const target = to[edge] as number;
        const through = (distance[node] ?? 0) + (cost[edge] ?? 0);
        if (through < (distance[target] ?? Number.POSITIVE_INFINITY)) {
          distance[target] = through;
          via[target] = edge;
          if (!queued[target]) {
            queued[target] = true;
            queue.push(target);
          }
        }
      }
    }
    return Number.isFinite(distance[sink]) ? via : null;
  };

  const solve = (source: number, sink: number) => {
    let flow = 0;
    let total = 0;
    for (let via = shortestPath(source, sink); via !== null; via = shortestPath(source, sink)) {
      let push = Number.POSITIVE_INFINITY;
      for (let node = sink; node !== source; node = to[(via[node] as number) ^ 1] as number)
        push = Math.min(push, capacity[via[node] as number] ?? 0);
      for (let node = sink; node !== source; node = to[(via[node] as number) ^ 1] as number) {
        const edge = via[node] as number;
        capacity[edge] = (capacity[edge] ?? 0) - push;
        capacity[edge ^ 1] = (capacity[edge ^ 1] ?? 0) + push;
        total += push * (cost[edge] ?? 0);
      }
      flow += push;
    }
    return { flow, cost: total };
  };

  const flowOn = (edge: number): number => (original.get(edge) ?? 0) - (capacity[edge] ?? 0);

  return { addEdge, solve, flowOn };
};
