import fs from "node:fs";
const p = JSON.parse(fs.readFileSync(process.argv[2]));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = p.timeDeltas; let total = 0;
const counts = new Map();
p.samples.forEach((id, i) => { counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)); total += dt[i] ?? 0; });
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const key = (n) => `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.replace(/.*node_modules\//, "nm/").replace(/.*\/build\//, "build/")}:${n.callFrame.lineNumber}`;
for (const [id, t] of counts) { const k = key(byId.get(id)); self.set(k, (self.get(k) ?? 0) + t); }
console.log("total ms", (total / 1000).toFixed(0));
console.log("--- self top"); [...self].sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(([k, t]) => console.log((100 * t / total).toFixed(1) + "%", k));
// inclusive for functions matching
const incl = new Map();
for (const [id, t] of counts) { const seen = new Set(); let cur = id; while (cur !== undefined) { const k = key(byId.get(cur)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + t); } cur = parent.get(cur); } }
console.log("--- inclusive top"); [...incl].sort((a, b) => b[1] - a[1]).slice(0, 60).forEach(([k, t]) => console.log((100 * t / total).toFixed(1) + "%", k));
