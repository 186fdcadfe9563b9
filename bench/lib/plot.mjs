/**
 * The upgrade plot (issue 19, part 4), written as SVG by hand: one panel per family and peer, the cost per element
 * (total ÷ N, ms) against N, ours and the peer's, at the highest CPU throttling the run measured.
 */
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function upgradePlot(rows) {
  const cpu = Math.max(...rows.map((r) => r.cpu));
  const panels = new Map();
  for (const r of rows.filter((row) => row.cpu === cpu)) {
    const key = `${r.family} vs ${r.peer}`;
    if (!panels.has(key)) panels.set(key, []);
    panels.get(key).push(r);
  }
  const W = 300;
  const H = 190;
  const cols = 3;
  const pad = { l: 44, r: 28, t: 34, b: 30 };
  const list = [...panels];
  const width = cols * W;
  const height = Math.ceil(list.length / cols) * H + 40;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="10" y="18" font-size="13" font-weight="bold">Upgrade cost per element (ms, total ÷ N) against N, Chromium at ${cpu}× CPU</text>`,
    `<rect x="${width - 190}" y="8" width="10" height="10" fill="#1f6feb"/><text x="${width - 176}" y="17">pb-elements</text>`,
    `<rect x="${width - 100}" y="8" width="10" height="10" fill="#d1242f"/><text x="${width - 86}" y="17">peer</text>`,
  ];
  list.forEach(([title, rs], i) => {
    const x0 = (i % cols) * W;
    const y0 = 30 + Math.floor(i / cols) * H;
    const ns = [...new Set(rs.map((r) => r.n))].sort((a, b) => a - b);
    const per = (r, side) => r[side].total.mean / r.n;
    const top = Math.max(...rs.flatMap((r) => [per(r, 'us'), per(r, 'them')])) * 1.15 || 1;
    const px = (n) =>
      ns.length === 1
        ? x0 + (W + pad.l - pad.r) / 2
        : x0 + pad.l + ((W - pad.l - pad.r) * ns.indexOf(n)) / (ns.length - 1);
    const py = (v) => y0 + H - pad.b - ((H - pad.t - pad.b) * v) / top;
    parts.push(
      `<text x="${x0 + pad.l}" y="${y0 + 20}" font-weight="bold">${esc(title)}</text>`,
      `<line x1="${x0 + pad.l}" y1="${py(0)}" x2="${x0 + W - pad.r}" y2="${py(0)}" stroke="#888"/>`,
      `<line x1="${x0 + pad.l}" y1="${py(0)}" x2="${x0 + pad.l}" y2="${py(top)}" stroke="#888"/>`,
      `<text x="${x0 + pad.l - 4}" y="${py(top) + 4}" text-anchor="end">${top.toFixed(2)}</text>`,
      `<text x="${x0 + pad.l - 4}" y="${py(0) + 4}" text-anchor="end">0</text>`,
      ...ns.map((n) => `<text x="${px(n)}" y="${py(0) + 14}" text-anchor="middle">N=${n}</text>`),
    );
    for (const [side, colour] of [
      ['us', '#1f6feb'],
      ['them', '#d1242f'],
    ]) {
      const points = ns.map((n) => {
        const r = rs.find((row) => row.n === n);
        return [px(n), py(per(r, side))];
      });
      if (points.length > 1)
        parts.push(
          `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${points.map((p) => p.map((v) => v.toFixed(1)).join(',')).join(' ')}"/>`,
        );
      for (const [x, y] of points)
        parts.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="3.5" fill="${colour}"/>`);
    }
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
