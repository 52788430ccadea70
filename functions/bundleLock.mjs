// The deploy bundle's lock: the packages the tested install has, reached from the bundle's
// dependencies. Cloud Build runs `npm ci` on functions/dist, so production installs exactly the
// tree the tests ran (decision record 0301).

/** Where Node would find `name` from the package at `from` (a key of the lock's `packages`). */
function resolveFrom(packages, from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return undefined;
    // Up one package: "a/node_modules/b" -> "a"; a top-level package or a workspace -> the root.
    const nested = dir.lastIndexOf('/node_modules/');
    dir = nested >= 0 ? dir.slice(0, nested) : '';
  }
}

/** Every edge of a locked package: [name, required?]. Optional ones may be absent. */
function edgesOf(entry) {
  const optionalPeers = entry.peerDependenciesMeta ?? {};
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => [name, true]),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => [name, false]),
    ...Object.keys(entry.peerDependencies ?? {}).map((name) => [
      name,
      !optionalPeers[name]?.optional,
    ]),
  ];
}

/**
 * Derives the lock of a workspace's registry dependencies from the repository's lock.
 * `workspace` is the workspace's key in the lock (e.g. "functions"); `names` the dependencies the
 * bundle ships. Answers the pinned versions (exact, as installed) and the lock (version 3).
 */
export function deriveBundleLock(rootLock, workspace, names, manifest) {
  const { packages } = rootLock;
  const reached = new Map();
  const pending = [];
  const visit = (from, name, required) => {
    const at = resolveFrom(packages, from, name);
    if (!at) {
      if (required)
        throw new Error(`${name} (needed by ${from || 'the root'}) is not in package-lock.json`);
      return undefined;
    }
    if (packages[at].link) throw new Error(`${at} is a workspace link, not a registry package`);
    if (!reached.has(at)) {
      reached.set(at, packages[at]);
      pending.push(at);
    }
    return at;
  };
  const pinned = {};
  for (const name of names) pinned[name] = packages[visit(workspace, name, true)].version;
  while (pending.length > 0) {
    const at = pending.pop();
    for (const [name, required] of edgesOf(packages[at])) visit(at, name, required);
  }

  // The workspace's own node_modules become the bundle's; two packages on one path would change
  // what Node resolves, so that stops the build rather than ship a different tree.
  const prefix = `${workspace}/`;
  const locked = {};
  for (const [at, entry] of [...reached].sort(([a], [b]) => a.localeCompare(b))) {
    const path = at.startsWith(prefix) ? at.slice(prefix.length) : at;
    if (locked[path]) throw new Error(`Both ${at} and another package would install at ${path}`);
    const { dev: _dev, devOptional, ...kept } = entry;
    locked[path] = devOptional ? { ...kept, optional: true } : kept;
  }
  return {
    pinned,
    lock: {
      name: manifest.name,
      lockfileVersion: 3,
      requires: true,
      packages: {
        '': { name: manifest.name, dependencies: pinned, engines: manifest.engines },
        ...locked,
      },
    },
  };
}
