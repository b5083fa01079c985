import { loadSharp } from "../../../features/media/sharp.server";

// Demo product illustrations drawn as SVG and rendered locally (no network, no stock photos).

export type ArtKind =
  | "phone" | "headphones" | "charger" | "bulb" | "gamepad" | "pot" | "spray" | "box" | "plant" | "shirt"
  | "bag" | "shoe" | "watch" | "jar" | "lipstick" | "brush" | "blocks" | "robot" | "dumbbell" | "bottle"
  | "car" | "paw" | "suitcase" | "gift" | "star" | "lamp" | "camera" | "tent";

type Palette = { from: string; to: string; ink: string; glow: string };

// Two palettes per category: the first for main images, the second for alternative views.
const PALETTES: Record<string, [Palette, Palette]> = {
  EL: [{ from: "#4f46e5", to: "#06b6d4", ink: "#1e1b4b", glow: "#a5f3fc" }, { from: "#0f172a", to: "#6366f1", ink: "#312e81", glow: "#c7d2fe" }],
  DO: [{ from: "#16a34a", to: "#facc15", ink: "#14532d", glow: "#fef9c3" }, { from: "#0d9488", to: "#84cc16", ink: "#134e4a", glow: "#d9f99d" }],
  MO: [{ from: "#db2777", to: "#f97316", ink: "#831843", glow: "#fed7aa" }, { from: "#7c3aed", to: "#ec4899", ink: "#4c1d95", glow: "#fbcfe8" }],
  UR: [{ from: "#f472b6", to: "#fbcfe8", ink: "#9d174d", glow: "#fff1f2" }, { from: "#c084fc", to: "#fda4af", ink: "#6b21a8", glow: "#fae8ff" }],
  ZA: [{ from: "#f59e0b", to: "#ef4444", ink: "#7c2d12", glow: "#fde68a" }, { from: "#22c55e", to: "#3b82f6", ink: "#1e3a8a", glow: "#bbf7d0" }],
  SP: [{ from: "#0ea5e9", to: "#22c55e", ink: "#0c4a6e", glow: "#bae6fd" }, { from: "#1d4ed8", to: "#10b981", ink: "#172554", glow: "#a7f3d0" }],
  AU: [{ from: "#334155", to: "#ef4444", ink: "#0f172a", glow: "#fecaca" }, { from: "#111827", to: "#f59e0b", ink: "#1f2937", glow: "#fde68a" }],
  PE: [{ from: "#f97316", to: "#fde047", ink: "#7c2d12", glow: "#fef3c7" }, { from: "#a16207", to: "#fb923c", ink: "#451a03", glow: "#ffedd5" }],
  TR: [{ from: "#0891b2", to: "#a78bfa", ink: "#164e63", glow: "#cffafe" }, { from: "#1e40af", to: "#38bdf8", ink: "#1e3a8a", glow: "#e0f2fe" }],
  OC: [{ from: "#dc2626", to: "#f472b6", ink: "#7f1d1d", glow: "#fecdd3" }, { from: "#b45309", to: "#e11d48", ink: "#4c0519", glow: "#fde68a" }],
};

const W = "#ffffff";
// Each shape is drawn around (0,0) roughly 420 px across; `k` is the ink colour, `g` the glow.
const SHAPES: Record<ArtKind, (k: string, g: string) => string> = {
  phone: (k, g) => `<rect x="-120" y="-220" width="240" height="440" rx="40" fill="${k}"/><rect x="-104" y="-196" width="208" height="380" rx="24" fill="${g}"/><circle cx="0" cy="204" r="9" fill="${W}"/><rect x="-80" y="-160" width="160" height="90" rx="14" fill="${W}" opacity=".8"/><rect x="-80" y="-50" width="100" height="16" rx="8" fill="${k}" opacity=".5"/><rect x="-80" y="-20" width="140" height="16" rx="8" fill="${k}" opacity=".3"/>`,
  headphones: (k, g) => `<path d="M-170 40 A170 170 0 0 1 170 40" fill="none" stroke="${k}" stroke-width="34" stroke-linecap="round"/><rect x="-215" y="10" width="95" height="170" rx="40" fill="${W}"/><rect x="120" y="10" width="95" height="170" rx="40" fill="${W}"/><rect x="-195" y="40" width="55" height="110" rx="26" fill="${g}"/><rect x="140" y="40" width="55" height="110" rx="26" fill="${g}"/>`,
  charger: (k, g) => `<rect x="-150" y="-150" width="300" height="300" rx="70" fill="${W}"/><circle r="105" fill="${g}"/><path d="M20 -90 L-50 15 L0 15 L-20 95 L55 -15 L5 -15 Z" fill="${k}"/>`,
  bulb: (k, g) => `<circle cy="-60" r="150" fill="${g}" opacity=".6"/><circle cy="-60" r="120" fill="${W}"/><rect x="-55" y="60" width="110" height="90" rx="18" fill="${k}"/><rect x="-55" y="85" width="110" height="12" fill="${W}" opacity=".5"/><path d="M-30 -60 Q0 -10 30 -60" stroke="${k}" stroke-width="10" fill="none"/>`,
  gamepad: (k, g) => `<path d="M-220 -40 Q-220 -120 -130 -120 L130 -120 Q220 -120 220 -40 L240 110 Q245 170 185 160 Q140 150 110 60 L-110 60 Q-140 150 -185 160 Q-245 170 -240 110 Z" fill="${W}"/><rect x="-150" y="-60" width="90" height="26" rx="8" fill="${k}"/><rect x="-118" y="-92" width="26" height="90" rx="8" fill="${k}"/><circle cx="110" cy="-75" r="18" fill="${g}" stroke="${k}" stroke-width="6"/><circle cx="150" cy="-35" r="18" fill="${k}"/><circle cx="70" cy="-35" r="18" fill="${k}"/>`,
  pot: (k, g) => `<rect x="-190" y="-60" width="380" height="200" rx="40" fill="${W}"/><rect x="-215" y="-90" width="430" height="50" rx="25" fill="${k}"/><rect x="-40" y="-135" width="80" height="50" rx="20" fill="${k}"/><rect x="-150" y="10" width="300" height="20" rx="10" fill="${g}"/><path d="M-80 -160 q20 -40 0 -80 M0 -170 q20 -40 0 -80 M80 -160 q20 -40 0 -80" stroke="${W}" stroke-width="12" fill="none" stroke-linecap="round" opacity=".7"/>`,
  spray: (k, g) => `<rect x="-85" y="-60" width="170" height="280" rx="40" fill="${W}"/><rect x="-60" y="-130" width="120" height="80" rx="14" fill="${k}"/><path d="M60 -120 L150 -120 L150 -90 L60 -90 Z" fill="${k}"/><rect x="-60" y="20" width="120" height="120" rx="20" fill="${g}"/><circle cx="200" cy="-130" r="10" fill="${W}"/><circle cx="230" cy="-100" r="7" fill="${W}"/><circle cx="225" cy="-150" r="6" fill="${W}"/>`,
  box: (k, g) => `<path d="M-200 -60 L0 -150 L200 -60 L0 30 Z" fill="${g}"/><path d="M-200 -60 L0 30 L0 210 L-200 120 Z" fill="${W}"/><path d="M200 -60 L0 30 L0 210 L200 120 Z" fill="${W}" opacity=".8"/><path d="M-100 -105 L100 -15" stroke="${k}" stroke-width="22"/>`,
  plant: (k, g) => `<path d="M-110 60 L110 60 L85 220 L-85 220 Z" fill="${W}"/><rect x="-125" y="40" width="250" height="40" rx="12" fill="${k}"/><path d="M0 40 Q-10 -90 -130 -170 Q-40 -170 0 -60 Q30 -200 150 -190 Q60 -120 0 40" fill="${g}" stroke="${k}" stroke-width="8"/>`,
  shirt: (k, g) => `<path d="M-90 -190 L-230 -120 L-180 -20 L-130 -45 L-130 200 L130 200 L130 -45 L180 -20 L230 -120 L90 -190 Q0 -120 -90 -190 Z" fill="${W}"/><path d="M-60 20 L60 20" stroke="${g}" stroke-width="26" stroke-linecap="round"/><circle cy="100" r="30" fill="${k}"/>`,
  bag: (k, g) => `<path d="M-90 -80 Q-90 -200 0 -200 Q90 -200 90 -80" fill="none" stroke="${k}" stroke-width="24"/><rect x="-190" y="-90" width="380" height="290" rx="50" fill="${W}"/><rect x="-190" y="-30" width="380" height="30" fill="${g}"/><rect x="-30" y="-40" width="60" height="50" rx="10" fill="${k}"/>`,
  shoe: (k, g) => `<path d="M-230 90 L-230 -40 Q-200 -70 -150 -40 Q-60 20 20 30 Q180 40 230 100 L230 140 L-230 140 Z" fill="${W}"/><rect x="-240" y="120" width="480" height="45" rx="22" fill="${k}"/><path d="M-120 -10 L-60 40 M-80 -30 L-20 20 M-40 -45 L20 5" stroke="${g}" stroke-width="14" stroke-linecap="round"/>`,
  watch: (k, g) => `<rect x="-70" y="-230" width="140" height="460" rx="40" fill="${k}"/><rect x="-140" y="-140" width="280" height="280" rx="70" fill="${W}"/><rect x="-110" y="-110" width="220" height="220" rx="50" fill="${g}"/><path d="M0 -70 L0 0 L55 35" stroke="${k}" stroke-width="16" stroke-linecap="round" fill="none"/>`,
  jar: (k, g) => `<rect x="-170" y="-60" width="340" height="250" rx="60" fill="${W}"/><rect x="-185" y="-140" width="370" height="100" rx="30" fill="${k}"/><rect x="-120" y="20" width="240" height="110" rx="20" fill="${g}"/><circle cx="-80" cy="-180" r="18" fill="${W}" opacity=".8"/><circle cx="60" cy="-200" r="12" fill="${W}" opacity=".6"/>`,
  lipstick: (k, g) => `<rect x="-80" y="20" width="160" height="200" rx="18" fill="${k}"/><rect x="-65" y="-60" width="130" height="90" rx="10" fill="${W}"/><path d="M-50 -60 L-50 -180 Q-50 -230 50 -210 L50 -60 Z" fill="${g}" stroke="${W}" stroke-width="8"/>`,
  brush: (k, g) => `<rect x="-40" y="-30" width="80" height="260" rx="40" fill="${k}"/><rect x="-60" y="-90" width="120" height="80" rx="12" fill="${W}"/><path d="M-90 -90 Q-90 -250 0 -250 Q90 -250 90 -90 Z" fill="${g}" stroke="${W}" stroke-width="8"/>`,
  blocks: (k, g) => `<rect x="-200" y="20" width="190" height="170" rx="22" fill="${W}"/><rect x="10" y="20" width="190" height="170" rx="22" fill="${g}"/><rect x="-95" y="-160" width="190" height="170" rx="22" fill="${k}"/><text x="0" y="-45" font-family="DejaVu Sans, Arial, sans-serif" font-size="110" font-weight="700" text-anchor="middle" fill="${W}">A</text><circle cx="-105" cy="105" r="38" fill="${k}"/><path d="M60 150 L105 60 L150 150 Z" fill="${k}"/>`,
  robot: (k, g) => `<rect x="-150" y="-150" width="300" height="220" rx="50" fill="${W}"/><circle cx="-60" cy="-45" r="34" fill="${k}"/><circle cx="60" cy="-45" r="34" fill="${k}"/><circle cx="-52" cy="-52" r="10" fill="${g}"/><circle cx="68" cy="-52" r="10" fill="${g}"/><rect x="-110" y="90" width="220" height="130" rx="30" fill="${g}"/><path d="M0 -150 L0 -210" stroke="${W}" stroke-width="14"/><circle cy="-220" r="22" fill="${k}"/>`,
  dumbbell: (k, g) => `<rect x="-160" y="-16" width="320" height="32" rx="12" fill="${W}"/><rect x="-240" y="-120" width="70" height="240" rx="22" fill="${k}"/><rect x="-175" y="-90" width="50" height="180" rx="16" fill="${g}"/><rect x="170" y="-120" width="70" height="240" rx="22" fill="${k}"/><rect x="125" y="-90" width="50" height="180" rx="16" fill="${g}"/>`,
  bottle: (k, g) => `<rect x="-95" y="-120" width="190" height="340" rx="50" fill="${W}"/><rect x="-50" y="-200" width="100" height="90" rx="20" fill="${k}"/><rect x="-95" y="-20" width="190" height="130" fill="${g}"/><path d="M-40 45 L40 45 M0 5 L0 85" stroke="${k}" stroke-width="18" stroke-linecap="round"/>`,
  car: (k, g) => `<path d="M-260 80 L-260 10 Q-250 -20 -200 -30 L-130 -120 Q-110 -140 -70 -140 L90 -140 Q130 -140 150 -110 L210 -30 Q260 -20 260 20 L260 80 Z" fill="${W}"/><path d="M-110 -40 L-70 -110 L0 -110 L0 -40 Z M30 -40 L30 -110 L95 -110 L140 -40 Z" fill="${g}"/><circle cx="-150" cy="90" r="60" fill="${k}"/><circle cx="150" cy="90" r="60" fill="${k}"/><circle cx="-150" cy="90" r="24" fill="${W}"/><circle cx="150" cy="90" r="24" fill="${W}"/>`,
  paw: (k, g) => `<ellipse cy="80" rx="130" ry="110" fill="${W}"/><ellipse cx="-150" cy="-50" rx="50" ry="65" fill="${W}"/><ellipse cx="-60" cy="-140" rx="50" ry="65" fill="${W}"/><ellipse cx="60" cy="-140" rx="50" ry="65" fill="${W}"/><ellipse cx="150" cy="-50" rx="50" ry="65" fill="${W}"/><ellipse cy="90" rx="70" ry="55" fill="${g}"/><circle cx="-60" cy="-140" r="18" fill="${k}" opacity=".3"/>`,
  suitcase: (k, g) => `<rect x="-60" y="-230" width="120" height="70" rx="24" fill="none" stroke="${k}" stroke-width="22"/><rect x="-170" y="-170" width="340" height="370" rx="44" fill="${W}"/><rect x="-95" y="-170" width="26" height="370" fill="${g}"/><rect x="69" y="-170" width="26" height="370" fill="${g}"/><circle cx="-110" cy="220" r="22" fill="${k}"/><circle cx="110" cy="220" r="22" fill="${k}"/>`,
  gift: (k, g) => `<rect x="-190" y="-60" width="380" height="260" rx="24" fill="${W}"/><rect x="-210" y="-120" width="420" height="80" rx="20" fill="${W}"/><rect x="-30" y="-120" width="60" height="320" fill="${k}"/><path d="M0 -120 Q-120 -250 -140 -150 Q-130 -110 0 -120 Q120 -250 140 -150 Q130 -110 0 -120" fill="${g}" stroke="${k}" stroke-width="12"/>`,
  star: (k, g) => `<path d="M0 -220 L58 -75 L215 -68 L92 30 L135 185 L0 98 L-135 185 L-92 30 L-215 -68 L-58 -75 Z" fill="${W}" stroke="${k}" stroke-width="14" stroke-linejoin="round"/><circle r="60" fill="${g}"/>`,
  lamp: (k, g) => `<path d="M-150 -40 L-80 -210 L80 -210 L150 -40 Z" fill="${W}"/><ellipse cy="20" rx="230" ry="60" fill="${g}" opacity=".55"/><rect x="-14" y="-40" width="28" height="220" fill="${k}"/><rect x="-110" y="170" width="220" height="40" rx="20" fill="${k}"/>`,
  camera: (k, g) => `<rect x="-220" y="-120" width="440" height="290" rx="50" fill="${W}"/><rect x="-110" y="-170" width="140" height="70" rx="20" fill="${k}"/><circle cy="25" r="110" fill="${k}"/><circle cy="25" r="70" fill="${g}"/><circle cx="-25" cy="0" r="20" fill="${W}" opacity=".8"/><circle cx="160" cy="-70" r="18" fill="${g}"/>`,
  tent: (k, g) => `<path d="M-250 180 L0 -200 L250 180 Z" fill="${W}"/><path d="M-80 180 L0 40 L80 180 Z" fill="${k}"/><path d="M0 -200 L0 -250 L70 -230 L0 -215" fill="${g}"/><rect x="-290" y="175" width="580" height="18" rx="9" fill="${k}" opacity=".6"/>`,
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export type ArtOptions = { kind: ArtKind; category: string; label?: string; variant?: number; width?: number; height?: number };

export function productSvg({ kind, category, label, variant = 0, width = 1200, height = 900 }: ArtOptions): string {
  const pair = PALETTES[category] ?? PALETTES.EL;
  const p = pair[variant % 2];
  const angle = [0, -9, 8, -4][variant % 4];
  const scale = [1.25, 1.08, 1.15, 1.32][variant % 4];
  const bubbles = [
    [140, 150, 110], [1060, 180, 150], [980, 760, 90], [200, 720, 60], [620, 90, 40],
  ].map(([x, y, r], i) => `<circle cx="${(x + variant * 70) % 1200}" cy="${y}" r="${r}" fill="${p.glow}" opacity="${0.12 + (i % 3) * 0.06}"/>`);
  const pill = label
    ? `<g transform="translate(600 800)"><rect x="${-Math.min(520, 24 + label.length * 17)}" y="-38" width="${Math.min(1040, 48 + label.length * 34)}" height="76" rx="38" fill="#ffffff" opacity=".92"/><text y="14" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="38" font-weight="700" text-anchor="middle" fill="${p.ink}">${escapeXml(label)}</text></g>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 900">
<defs>
<linearGradient id="bg" x1="${variant % 2 ? 1 : 0}" y1="0" x2="${variant % 2 ? 0 : 1}" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="hl" cx=".5" cy=".42" r=".5"><stop offset="0" stop-color="#ffffff" stop-opacity=".35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<radialGradient id="sh" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#000000" stop-opacity=".35"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1200" height="900" fill="url(#bg)"/>${bubbles.join("")}
<circle cx="600" cy="400" r="380" fill="url(#hl)"/>
<ellipse cx="600" cy="${label ? 700 : 730}" rx="340" ry="50" fill="url(#sh)"/>
<g transform="translate(600 ${label ? 400 : 430}) rotate(${angle}) scale(${scale})">${SHAPES[kind](p.ink, p.glow)}</g>
${pill}
</svg>`;
}

/** Renders straight to the stored format: webp within the image limits, no second encode. */
export async function renderArt(options: ArtOptions): Promise<{ bytes: Buffer; width: number; height: number }> {
  const width = options.width ?? 1200;
  const height = options.height ?? 900;
  const sharp = await loadSharp(); // ADR 104: the server imports this module but renders only when seeding
  const bytes = await sharp(Buffer.from(productSvg(options))).webp({ quality: 82, effort: 2 }).toBuffer();
  return { bytes, width, height };
}

export const ART_KINDS = Object.keys(SHAPES) as ArtKind[];
