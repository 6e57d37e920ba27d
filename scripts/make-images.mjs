#!/usr/bin/env node
// Generates the abstract artwork used by articles, projects, the profile, the experiments and the zones page.
//
// Every image is built as an SVG string in code and rasterised with sharp into a JPEG
// (quality 72, progressive, mozjpeg). The pseudo-random generator is seeded from the output
// file name, so running the script twice produces the same pictures. No network, no fonts,
// no text in the images.
//
// Usage: node scripts/make-images.mjs

import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MAX_BYTES = 60 * 1024;
const JPEG = { quality: 72, progressive: true, mozjpeg: true };

const ARTICLE_SLUGS = [
  "cgi-programming-visual-basic",
  "mi-primera-computadora",
  "learning-english-with-metal-lyrics",
  "tacos-de-canasta-en-casa",
  "sleight-of-hand-and-code-review",
  "la-guitarra-de-mi-abuelo",
  "running-after-forty",
  "el-trabajo-remoto-no-es-para-todos",
  "what-open-source-taught-me",
  "mentoria-para-juniors",
  "the-books-that-made-me-a-programmer",
  "marco-aurelio-en-la-oficina",
  "television-and-the-90s-kid",
  "practicar-escalas-sin-aburrirse",
  "bootstrapping-my-first-company",
  "caldo-de-pollo-de-mi-madre",
  "musicians-who-code",
  "historia-de-tenochtitlan-en-cinco-objetos",
  "teaching-kids-to-program",
  "why-i-still-write-my-own-tools",
  "notes-on-a-new-album",
];

const INLINE_IMAGES = [
  "la-guitarra-de-mi-abuelo-inline",
  "historia-de-tenochtitlan-en-cinco-objetos-inline",
];

const EXPERIMENTS = ["stoic-quotes", "guitar-hero", "media-player"];

// Used only when content/projects cannot be read.
const FALLBACK_PROJECT_IMAGES = [
  "cajita-payments",
  "cartas-sobre-la-mesa",
  "ciudad-de-hierro",
  "zonas-arqueologicas-de-mexico",
  "cgi-order-forms-in-visual-basic",
  "tierra-adentro",
  "backing-track-generator",
  "cfdi-lite",
  "los-libros-que-me-hicieron-programador",
  "cobrar-es-dificil",
  "escalas-sin-aburrirse",
  "riff-and-code-website",
  "bitacora",
  "faro-shuffle-visualizer",
  "lecturas-estoicas",
];

// ---------------------------------------------------------------------------
// Deterministic randomness

function hashString(text) {
  // FNV-1a, 32 bit
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeRandom(name) {
  const next = mulberry32(hashString(name));
  const rnd = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
  return rnd;
}

const f = (n) => Number(n.toFixed(1));

// ---------------------------------------------------------------------------
// Palettes: [background dark, background light, accent 1, accent 2, accent 3, ink]

const PALETTES = {
  ember: ["#1a0f14", "#4a1c24", "#f25f3a", "#ffb347", "#ffe3b3", "#fff4e6"],
  night: ["#0b1026", "#1f2f5c", "#4fc3f7", "#b388ff", "#e1f5fe", "#f5f7ff"],
  jade: ["#071a17", "#12433b", "#2ec4a6", "#c6f432", "#e8fff6", "#f2fff9"],
  clay: ["#2b1409", "#7a3b1e", "#e07a3f", "#f4c27a", "#2f7f6f", "#fff1e0"],
  felt: ["#06190f", "#0f4a2c", "#e63946", "#f1faee", "#f4d35e", "#ffffff"],
  dusk: ["#1b1030", "#5b2a6e", "#ff6f91", "#ffc75f", "#845ec2", "#fff5f8"],
  steel: ["#111418", "#2c3440", "#9fb3c8", "#f0a202", "#d9e2ec", "#f7fafc"],
  paper: ["#e9e1d2", "#f8f3ea", "#1d3557", "#e76f51", "#2a9d8f", "#14213d"],
  marigold: ["#2a1600", "#6b3a00", "#ff9f1c", "#ffbf69", "#cb997e", "#fff8ec"],
  agave: ["#0d1b1e", "#234e52", "#7fb069", "#e6aa68", "#ca3c25", "#f7f3e3"],
};

function choosePalette(theme, rnd) {
  const byTheme = {
    guitar: ["ember", "dusk", "steel", "marigold"],
    cards: ["felt", "dusk", "night", "ember"],
    mexico: ["clay", "agave", "marigold", "paper"],
    food: ["marigold", "clay", "ember", "agave"],
    tech: ["night", "steel", "jade", "paper"],
    books: ["paper", "clay", "steel", "agave"],
    stoic: ["steel", "paper", "night", "agave"],
    tv: ["dusk", "night", "ember", "jade"],
    health: ["jade", "agave", "ember", "night"],
    portrait: ["dusk", "ember", "night"],
  };
  const options = byTheme[theme] || Object.keys(PALETTES);
  return PALETTES[rnd.pick(options)];
}

// ---------------------------------------------------------------------------
// Themes by keyword in the file name

const THEME_KEYWORDS = [
  ["cards", ["baraja", "sleight", "cartas", "faro", "magic", "card"]],
  ["guitar", ["guitar", "guitarra", "escalas", "musicians", "album", "hierro", "tierra-adentro", "backing", "metal"]],
  ["mexico", ["tenochtitlan", "zonas", "arqueolog", "mexico"]],
  ["food", ["tacos", "caldo", "comida"]],
  ["stoic", ["marco-aurelio", "stoic", "estoic"]],
  ["books", ["books", "libros", "cobrar", "reading"]],
  ["tv", ["television", "media-player"]],
  ["health", ["running", "health"]],
];

function themeFor(name) {
  for (const [theme, words] of THEME_KEYWORDS) {
    if (words.some((w) => name.includes(w))) return theme;
  }
  return "tech";
}

// ---------------------------------------------------------------------------
// Shapes

const SUITS = {
  heart: "M0,32 C-38,6 -52,-18 -34,-38 C-20,-52 -4,-44 0,-28 C4,-44 20,-52 34,-38 C52,-18 38,6 0,32 Z",
  diamond: "M0,-46 L32,0 L0,46 L-32,0 Z",
  spade:
    "M0,-46 C-12,-26 -46,-10 -42,12 C-38,30 -14,32 -5,18 L-14,46 L14,46 L5,18 C14,32 38,30 42,12 C46,-10 12,-26 0,-46 Z",
};

function suit(kind, x, y, size, fill, rotate = 0, opacity = 1) {
  const s = size / 100;
  const tr = `translate(${f(x)} ${f(y)}) rotate(${f(rotate)}) scale(${s.toFixed(3)})`;
  if (kind === "club") {
    return (
      `<g transform="${tr}" fill="${fill}" opacity="${opacity}">` +
      `<circle cx="0" cy="-22" r="18"/><circle cx="-20" cy="6" r="18"/><circle cx="20" cy="6" r="18"/>` +
      `<path d="M-4,6 L-14,46 L14,46 L4,6 Z"/></g>`
    );
  }
  return `<path transform="${tr}" d="${SUITS[kind]}" fill="${fill}" opacity="${opacity}"/>`;
}

function gradientDefs(id, p, rnd) {
  const angle = rnd.range(0, Math.PI);
  const x1 = 50 + 50 * Math.cos(angle);
  const y1 = 50 + 50 * Math.sin(angle);
  return (
    `<linearGradient id="${id}" x1="${f(x1)}%" y1="${f(y1)}%" x2="${f(100 - x1)}%" y2="${f(100 - y1)}%">` +
    `<stop offset="0" stop-color="${p[0]}"/><stop offset="1" stop-color="${p[1]}"/></linearGradient>` +
    `<radialGradient id="${id}-glow" cx="${f(rnd.range(20, 80))}%" cy="${f(rnd.range(20, 80))}%" r="${f(
      rnd.range(45, 70),
    )}%">` +
    `<stop offset="0" stop-color="${p[2]}" stop-opacity="0.55"/><stop offset="1" stop-color="${p[2]}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}-accent" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${p[2]}"/><stop offset="1" stop-color="${p[3]}"/></linearGradient>`
  );
}

function background(id, w, h) {
  return `<rect width="${w}" height="${h}" fill="url(#${id})"/><rect width="${w}" height="${h}" fill="url(#${id}-glow)"/>`;
}

function scatteredCircles(rnd, p, w, h, count) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const r = rnd.range(Math.min(w, h) * 0.05, Math.min(w, h) * 0.35);
    out += `<circle cx="${f(rnd.range(0, w))}" cy="${f(rnd.range(0, h))}" r="${f(r)}" fill="${rnd.pick([
      p[2],
      p[3],
      p[4],
    ])}" opacity="${rnd.range(0.08, 0.3).toFixed(2)}"/>`;
  }
  return out;
}

function guitarStrings(rnd, p, w, h) {
  const angle = rnd.range(-18, 18);
  const spacing = h * rnd.range(0.045, 0.07);
  const cy = h * rnd.range(0.35, 0.65);
  const len = Math.hypot(w, h) * 1.4;
  let out = `<g transform="rotate(${f(angle)} ${f(w / 2)} ${f(cy)})">`;
  // fretboard
  const boardH = spacing * 6.4;
  out += `<rect x="${f(-len / 4)}" y="${f(cy - boardH / 2)}" width="${f(len)}" height="${f(boardH)}" fill="${p[0]}" opacity="0.55"/>`;
  // frets: distances shrink like a real neck (12th root of 2)
  let x = w * rnd.range(-0.1, 0.1);
  let fret = w * rnd.range(0.16, 0.22);
  for (let i = 0; i < 14 && x < w * 1.2; i++) {
    out += `<rect x="${f(x)}" y="${f(cy - boardH / 2)}" width="${f(Math.max(3, w * 0.004))}" height="${f(
      boardH,
    )}" fill="${p[4]}" opacity="0.5"/>`;
    if ([2, 4, 6, 8].includes(i)) {
      out += `<circle cx="${f(x + fret / 2)}" cy="${f(cy)}" r="${f(spacing * 0.22)}" fill="${p[5]}" opacity="0.55"/>`;
    }
    x += fret;
    fret /= 1.0595;
  }
  for (let s = 0; s < 6; s++) {
    const y = cy + (s - 2.5) * spacing;
    const width = 1.2 + s * 0.9;
    out += `<line x1="${f(-len / 4)}" y1="${f(y)}" x2="${f(len)}" y2="${f(y)}" stroke="${
      s < 3 ? p[5] : p[3]
    }" stroke-width="${f(width)}" opacity="0.85"/>`;
  }
  out += "</g>";
  return out;
}

function soundHole(rnd, p, w, h) {
  const cx = rnd.range(w * 0.15, w * 0.85);
  const cy = rnd.range(h * 0.2, h * 0.8);
  const r = Math.min(w, h) * rnd.range(0.18, 0.3);
  let out = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${p[0]}" opacity="0.85"/>`;
  for (let i = 1; i <= 4; i++) {
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r + i * r * 0.09)}" fill="none" stroke="${
      i % 2 ? p[2] : p[3]
    }" stroke-width="${f(r * 0.035)}" opacity="0.8"/>`;
  }
  return out;
}

function waves(rnd, p, w, h, count) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const amp = h * rnd.range(0.03, 0.12);
    const freq = rnd.range(1.5, 5);
    const phase = rnd.range(0, Math.PI * 2);
    const base = h * rnd.range(0.2, 0.85);
    const pts = [];
    for (let x = -20; x <= w + 20; x += w / 60) {
      pts.push(`${f(x)},${f(base + amp * Math.sin((x / w) * freq * Math.PI * 2 + phase))}`);
    }
    out += `<polyline points="${pts.join(" ")}" fill="none" stroke="${rnd.pick([p[2], p[3], p[4]])}" stroke-width="${f(
      rnd.range(2, 6),
    )}" stroke-linecap="round" opacity="${rnd.range(0.45, 0.85).toFixed(2)}"/>`;
  }
  return out;
}

function cardShapes(rnd, p, w, h) {
  let out = "";
  const cardW = Math.min(w, h) * rnd.range(0.32, 0.42);
  const cardH = cardW * 1.4;
  const cx = w * rnd.range(0.38, 0.62);
  const cy = h * 0.55;
  const n = rnd.int(3, 5);
  const spread = rnd.range(10, 18);
  const kinds = ["spade", "heart", "club", "diamond"];
  for (let i = 0; i < n; i++) {
    const rot = (i - (n - 1) / 2) * spread;
    const kind = kinds[(i + rnd.int(0, 3)) % 4];
    const red = kind === "heart" || kind === "diamond";
    out +=
      `<g transform="rotate(${f(rot)} ${f(cx)} ${f(cy + cardH * 0.9)})">` +
      `<rect x="${f(cx - cardW / 2)}" y="${f(cy - cardH / 2)}" width="${f(cardW)}" height="${f(cardH)}" rx="${f(
        cardW * 0.08,
      )}" fill="${p[5]}" stroke="${p[0]}" stroke-width="3" opacity="0.96"/>` +
      suit(kind, cx, cy, cardW * 0.5, red ? p[2] : p[0]) +
      suit(kind, cx - cardW * 0.33, cy - cardH * 0.37, cardW * 0.14, red ? p[2] : p[0]) +
      suit(kind, cx + cardW * 0.33, cy + cardH * 0.37, cardW * 0.14, red ? p[2] : p[0], 180) +
      `</g>`;
  }
  return out;
}

function suitPattern(rnd, p, w, h, count) {
  let out = "";
  const kinds = ["spade", "heart", "club", "diamond"];
  for (let i = 0; i < count; i++) {
    out += suit(
      rnd.pick(kinds),
      rnd.range(0, w),
      rnd.range(0, h),
      rnd.range(Math.min(w, h) * 0.06, Math.min(w, h) * 0.2),
      rnd.pick([p[2], p[3], p[4]]),
      rnd.range(-40, 40),
      rnd.range(0.18, 0.45).toFixed(2),
    );
  }
  return out;
}

function pyramid(rnd, p, w, h) {
  const steps = rnd.int(4, 6);
  const baseW = w * rnd.range(0.45, 0.65);
  const stepH = h * rnd.range(0.07, 0.1);
  const cx = w * rnd.range(0.35, 0.65);
  const ground = h * 0.9;
  let out = "";
  for (let i = 0; i < steps; i++) {
    const sw = baseW * (1 - i / (steps + 1));
    out += `<rect x="${f(cx - sw / 2)}" y="${f(ground - (i + 1) * stepH)}" width="${f(sw)}" height="${f(
      stepH + 1,
    )}" fill="${i % 2 ? p[2] : p[3]}" opacity="0.9"/>`;
  }
  const topW = baseW * (1 - steps / (steps + 1));
  // temple on top and a central stairway
  out += `<rect x="${f(cx - topW * 0.35)}" y="${f(ground - steps * stepH - stepH * 1.3)}" width="${f(
    topW * 0.7,
  )}" height="${f(stepH * 1.3)}" fill="${p[4]}"/>`;
  out += `<rect x="${f(cx - baseW * 0.06)}" y="${f(ground - steps * stepH)}" width="${f(baseW * 0.12)}" height="${f(
    steps * stepH,
  )}" fill="${p[0]}" opacity="0.35"/>`;
  out += `<rect x="0" y="${f(ground)}" width="${w}" height="${f(h - ground)}" fill="${p[0]}" opacity="0.6"/>`;
  // sun
  out += `<circle cx="${f(rnd.range(w * 0.1, w * 0.9))}" cy="${f(h * rnd.range(0.15, 0.3))}" r="${f(
    h * rnd.range(0.07, 0.12),
  )}" fill="${p[5]}" opacity="0.85"/>`;
  return out;
}

function grecas(rnd, p, w, h) {
  // a band of stepped frets, loosely inspired by Mesoamerican stone friezes
  const u = h * 0.022;
  const top = rnd.chance(0.5) ? h * 0.04 : h * 0.96 - u * 3;
  const bottom = top + u * 3;
  const mid = top + u * 1.5;
  let d = `M${f(-u * 4)},${f(bottom)}`;
  for (let x = -u * 4; x < w + u * 4; x += u * 6) {
    d += ` L${f(x + u)},${f(bottom)} L${f(x + u)},${f(mid)} L${f(x + u * 2)},${f(mid)} L${f(x + u * 2)},${f(top)}`;
    d += ` L${f(x + u * 4)},${f(top)} L${f(x + u * 4)},${f(mid)} L${f(x + u * 5)},${f(mid)} L${f(x + u * 5)},${f(bottom)}`;
    d += ` L${f(x + u * 6)},${f(bottom)}`;
  }
  return `<path d="${d}" fill="none" stroke="${p[4]}" stroke-width="${f(u * 0.55)}" stroke-linejoin="miter" opacity="0.75"/>`;
}

function bowls(rnd, p, w, h) {
  let out = "";
  const n = rnd.int(2, 4);
  for (let i = 0; i < n; i++) {
    const r = Math.min(w, h) * rnd.range(0.14, 0.24);
    const cx = w * ((i + 0.5) / n) + rnd.range(-w * 0.05, w * 0.05);
    const cy = h * rnd.range(0.45, 0.7);
    out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(r * 0.42)}" fill="${p[5]}" opacity="0.9"/>`;
    out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 0.84)}" ry="${f(r * 0.32)}" fill="${p[2]}"/>`;
    out += `<path d="M${f(cx - r)},${f(cy)} A${f(r)},${f(r * 0.85)} 0 0 0 ${f(cx + r)},${f(cy)} Z" fill="${p[3]}"/>`;
    for (let k = 0; k < 3; k++) {
      const sx = cx + rnd.range(-r * 0.4, r * 0.4);
      out += `<path d="M${f(sx)},${f(cy - r * 0.45)} q${f(r * 0.12)},${f(-r * 0.2)} 0,${f(-r * 0.4)} q${f(
        -r * 0.12,
      )},${f(-r * 0.2)} 0,${f(-r * 0.4)}" fill="none" stroke="${p[5]}" stroke-width="${f(
        r * 0.04,
      )}" stroke-linecap="round" opacity="0.55"/>`;
    }
  }
  return out;
}

function circuit(rnd, p, w, h, count) {
  let out = "";
  const grid = Math.round(Math.min(w, h) / 14);
  for (let i = 0; i < count; i++) {
    let x = Math.round(rnd.range(0, w) / grid) * grid;
    let y = Math.round(rnd.range(0, h) / grid) * grid;
    const pts = [`${x},${y}`];
    const segs = rnd.int(2, 5);
    for (let s = 0; s < segs; s++) {
      if (s % 2 === 0) x += rnd.int(-5, 5) * grid;
      else y += rnd.int(-3, 3) * grid;
      pts.push(`${x},${y}`);
    }
    const color = rnd.pick([p[2], p[3], p[4]]);
    out += `<polyline points="${pts.join(" ")}" fill="none" stroke="${color}" stroke-width="3" opacity="0.7"/>`;
    out += `<circle cx="${x}" cy="${y}" r="${f(grid * 0.22)}" fill="${p[0]}" stroke="${color}" stroke-width="3"/>`;
  }
  return out;
}

function windowBlocks(rnd, p, w, h) {
  // a stack of editor-like panels with bars instead of text
  let out = "";
  const n = rnd.int(2, 3);
  for (let i = 0; i < n; i++) {
    const pw = w * rnd.range(0.35, 0.5);
    const ph = h * rnd.range(0.4, 0.6);
    const px = w * rnd.range(0.05, 0.55);
    const py = h * rnd.range(0.1, 0.45);
    out += `<rect x="${f(px)}" y="${f(py)}" width="${f(pw)}" height="${f(ph)}" rx="10" fill="${p[0]}" opacity="0.88" stroke="${
      p[4]
    }" stroke-opacity="0.4" stroke-width="2"/>`;
    out += `<rect x="${f(px)}" y="${f(py)}" width="${f(pw)}" height="${f(ph * 0.1)}" rx="10" fill="${p[1]}"/>`;
    [p[2], p[3], p[4]].forEach((c, k) => {
      out += `<circle cx="${f(px + 16 + k * 18)}" cy="${f(py + ph * 0.05)}" r="5" fill="${c}"/>`;
    });
    let ly = py + ph * 0.18;
    while (ly < py + ph - 14) {
      const indent = rnd.int(0, 3) * 16;
      const lw = rnd.range(0.15, 0.7) * (pw - 40 - indent);
      out += `<rect x="${f(px + 20 + indent)}" y="${f(ly)}" width="${f(lw)}" height="7" rx="3" fill="${rnd.pick([
        p[2],
        p[3],
        p[4],
        p[5],
      ])}" opacity="0.75"/>`;
      ly += 17;
    }
  }
  return out;
}

function bookSpines(rnd, p, w, h) {
  let out = "";
  let x = w * rnd.range(0.05, 0.2);
  const shelf = h * 0.82;
  out += `<rect x="0" y="${f(shelf)}" width="${w}" height="${f(h * 0.03)}" fill="${p[4]}" opacity="0.8"/>`;
  while (x < w * 0.92) {
    const bw = w * rnd.range(0.03, 0.065);
    const bh = h * rnd.range(0.38, 0.62);
    const tilt = rnd.chance(0.12) ? rnd.range(-12, -5) : 0;
    const color = rnd.pick([p[2], p[3], p[4], p[5]]);
    out += `<g transform="rotate(${f(tilt)} ${f(x + bw)} ${f(shelf)})">`;
    out += `<rect x="${f(x)}" y="${f(shelf - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${color}" opacity="0.92"/>`;
    out += `<rect x="${f(x)}" y="${f(shelf - bh * 0.85)}" width="${f(bw)}" height="${f(bh * 0.04)}" fill="${
      p[0]
    }" opacity="0.35"/>`;
    out += `</g>`;
    x += bw + rnd.range(2, 8);
  }
  return out;
}

function columns(rnd, p, w, h) {
  // classical columns for the Stoic pieces
  let out = "";
  const n = rnd.int(3, 5);
  const colW = w / (n * 2.2);
  const top = h * 0.22;
  const bottom = h * 0.85;
  const start = (w - (n * colW + (n - 1) * colW * 1.1)) / 2;
  out += `<path d="M${f(start - colW * 0.4)},${f(top)} L${f(w / 2)},${f(top - h * 0.14)} L${f(
    w - start + colW * 0.4,
  )},${f(top)} Z" fill="${p[4]}" opacity="0.85"/>`;
  for (let i = 0; i < n; i++) {
    const x = start + i * colW * 2.1;
    out += `<rect x="${f(x)}" y="${f(top)}" width="${f(colW)}" height="${f(bottom - top)}" fill="${p[5]}" opacity="0.85"/>`;
    for (let k = 1; k < 4; k++) {
      out += `<rect x="${f(x + (colW * k) / 4 - 1.5)}" y="${f(top + 10)}" width="3" height="${f(
        bottom - top - 20,
      )}" fill="${p[0]}" opacity="0.25"/>`;
    }
  }
  out += `<rect x="${f(start - colW * 0.4)}" y="${f(bottom)}" width="${f(w - 2 * start + colW * 0.8)}" height="${f(
    h * 0.04,
  )}" fill="${p[4]}" opacity="0.9"/>`;
  return out;
}

function crtScreen(rnd, p, w, h) {
  const sw = w * rnd.range(0.45, 0.6);
  const sh = sw * 0.72;
  const x = (w - sw) / 2 + rnd.range(-w * 0.1, w * 0.1);
  const y = (h - sh) / 2;
  let out = `<rect x="${f(x - 20)}" y="${f(y - 20)}" width="${f(sw + 40)}" height="${f(sh + 40)}" rx="24" fill="${p[0]}"/>`;
  out += `<rect x="${f(x)}" y="${f(y)}" width="${f(sw)}" height="${f(sh)}" rx="30" fill="url(#g-accent)" opacity="0.9"/>`;
  const bars = [p[5], p[3], p[4], p[2], p[1], p[0], p[5]];
  const bw = sw / bars.length;
  bars.forEach((c, i) => {
    out += `<rect x="${f(x + i * bw)}" y="${f(y + sh * 0.15)}" width="${f(bw + 0.5)}" height="${f(sh * 0.5)}" fill="${c}" opacity="0.75"/>`;
  });
  out += `<line x1="${f(x + sw * 0.35)}" y1="${f(y - 20)}" x2="${f(x + sw * 0.2)}" y2="${f(y - h * 0.2)}" stroke="${
    p[4]
  }" stroke-width="4"/>`;
  out += `<line x1="${f(x + sw * 0.65)}" y1="${f(y - 20)}" x2="${f(x + sw * 0.85)}" y2="${f(y - h * 0.22)}" stroke="${
    p[4]
  }" stroke-width="4"/>`;
  return out;
}

function runnerTrack(rnd, p, w, h) {
  let out = "";
  const cx = w / 2;
  const cy = h / 2;
  for (let i = 0; i < 6; i++) {
    const rx = w * 0.32 + i * w * 0.025;
    const ry = h * 0.22 + i * h * 0.035;
    out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="${
      i % 2 ? p[2] : p[5]
    }" stroke-width="${f(w * 0.008)}" opacity="0.75"/>`;
  }
  out += `<circle cx="${f(cx + w * rnd.range(-0.3, 0.3))}" cy="${f(cy - h * 0.3)}" r="${f(h * 0.05)}" fill="${p[3]}"/>`;
  return out;
}

function triangles(rnd, p, w, h, count) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = rnd.range(0, w);
    const y = rnd.range(0, h);
    const s = Math.min(w, h) * rnd.range(0.08, 0.3);
    const a = rnd.range(0, Math.PI * 2);
    const pts = [0, 1, 2]
      .map((k) => `${f(x + s * Math.cos(a + (k * 2 * Math.PI) / 3))},${f(y + s * Math.sin(a + (k * 2 * Math.PI) / 3))}`)
      .join(" ");
    out += `<polygon points="${pts}" fill="${rnd.pick([p[2], p[3], p[4]])}" opacity="${rnd
      .range(0.15, 0.45)
      .toFixed(2)}"/>`;
  }
  return out;
}

function vignette(w, h) {
  return (
    `<radialGradient id="vig" cx="50%" cy="50%" r="75%"><stop offset="0.6" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>` +
    `<rect width="${w}" height="${h}" fill="url(#vig)"/>`
  );
}

// ---------------------------------------------------------------------------
// Compositions

function composeArtwork(name, w, h) {
  const rnd = makeRandom(name);
  const theme = themeFor(name);
  const p = choosePalette(theme, rnd);
  let body = background("g", w, h);
  body += scatteredCircles(rnd, p, w, h, rnd.int(2, 5));

  switch (theme) {
    case "guitar":
      if (rnd.chance(0.5)) body += soundHole(rnd, p, w, h);
      body += waves(rnd, p, w, h, rnd.int(2, 3));
      body += guitarStrings(rnd, p, w, h);
      break;
    case "cards":
      body += suitPattern(rnd, p, w, h, rnd.int(6, 10));
      body += cardShapes(rnd, p, w, h);
      break;
    case "mexico":
      body += triangles(rnd, p, w, h, rnd.int(2, 4));
      body += pyramid(rnd, p, w, h);
      body += grecas(rnd, p, w, h);
      break;
    case "food":
      body += triangles(rnd, p, w, h, rnd.int(2, 4));
      body += bowls(rnd, p, w, h);
      break;
    case "stoic":
      body += columns(rnd, p, w, h);
      break;
    case "books":
      body += bookSpines(rnd, p, w, h);
      break;
    case "tv":
      body += waves(rnd, p, w, h, 2);
      body += crtScreen(rnd, p, w, h);
      break;
    case "health":
      body += runnerTrack(rnd, p, w, h);
      body += waves(rnd, p, w, h, 1);
      break;
    default:
      body += circuit(rnd, p, w, h, rnd.int(8, 14));
      body += windowBlocks(rnd, p, w, h);
  }

  return svg(w, h, gradientDefs("g", p, rnd), body + vignette(w, h));
}

function composePortrait(name, w, h) {
  const rnd = makeRandom(name);
  const p = choosePalette("portrait", rnd);
  let body = background("g", w, h);
  body += scatteredCircles(rnd, p, w, h, 3);
  // halo
  body += `<circle cx="${w / 2}" cy="${f(h * 0.42)}" r="${f(w * 0.36)}" fill="none" stroke="${p[3]}" stroke-width="6" opacity="0.6"/>`;
  // shoulders
  body += `<path d="M${f(w * 0.12)},${h} C${f(w * 0.14)},${f(h * 0.72)} ${f(w * 0.3)},${f(h * 0.66)} ${f(w / 2)},${f(
    h * 0.66,
  )} C${f(w * 0.7)},${f(h * 0.66)} ${f(w * 0.86)},${f(h * 0.72)} ${f(w * 0.88)},${h} Z" fill="${p[2]}" opacity="0.95"/>`;
  // neck and head, in a warm tone regardless of palette
  const skin = "#c68a62";
  body += `<rect x="${f(w * 0.44)}" y="${f(h * 0.5)}" width="${f(w * 0.12)}" height="${f(h * 0.18)}" fill="${skin}" opacity="0.9"/>`;
  body += `<ellipse cx="${w / 2}" cy="${f(h * 0.38)}" rx="${f(w * 0.17)}" ry="${f(h * 0.2)}" fill="${skin}"/>`;
  // hair
  body += `<path d="M${f(w * 0.33)},${f(h * 0.36)} C${f(w * 0.32)},${f(h * 0.14)} ${f(w * 0.68)},${f(h * 0.12)} ${f(
    w * 0.67,
  )},${f(h * 0.34)} C${f(w * 0.6)},${f(h * 0.24)} ${f(w * 0.42)},${f(h * 0.24)} ${f(w * 0.33)},${f(h * 0.36)} Z" fill="${p[0]}"/>`;
  // beard around the jaw, leaving the mouth area open
  body += `<path d="M${f(w * 0.335)},${f(h * 0.4)} C${f(w * 0.34)},${f(h * 0.54)} ${f(w * 0.42)},${f(h * 0.595)} ${f(
    w * 0.5,
  )},${f(h * 0.595)} C${f(w * 0.58)},${f(h * 0.595)} ${f(w * 0.66)},${f(h * 0.54)} ${f(w * 0.665)},${f(h * 0.4)} C${f(
    w * 0.62,
  )},${f(h * 0.47)} ${f(w * 0.57)},${f(h * 0.455)} ${f(w * 0.5)},${f(h * 0.455)} C${f(w * 0.43)},${f(h * 0.455)} ${f(
    w * 0.38,
  )},${f(h * 0.47)} ${f(w * 0.335)},${f(h * 0.4)} Z" fill="${p[0]}" opacity="0.85"/>`;
  body += `<rect x="${f(w * 0.46)}" y="${f(h * 0.49)}" width="${f(w * 0.08)}" height="${f(h * 0.014)}" rx="3" fill="${skin}"/>`;
  // glasses
  for (const gx of [0.43, 0.57]) {
    body += `<circle cx="${f(w * gx)}" cy="${f(h * 0.37)}" r="${f(w * 0.045)}" fill="${p[5]}" fill-opacity="0.15" stroke="${p[0]}" stroke-width="4"/>`;
  }
  body += `<line x1="${f(w * 0.475)}" y1="${f(h * 0.37)}" x2="${f(w * 0.525)}" y2="${f(h * 0.37)}" stroke="${p[0]}" stroke-width="4"/>`;
  // guitar strings across the chest
  for (let s = 0; s < 6; s++) {
    const y = h * 0.8 + s * h * 0.022;
    body += `<line x1="0" y1="${f(y - h * 0.08)}" x2="${w}" y2="${f(y + h * 0.04)}" stroke="${p[5]}" stroke-width="${f(
      1 + s * 0.5,
    )}" opacity="0.7"/>`;
  }
  // a card held up in the corner
  body += `<g transform="rotate(-14 ${f(w * 0.8)} ${f(h * 0.2)})"><rect x="${f(w * 0.72)}" y="${f(h * 0.08)}" width="${f(
    w * 0.16,
  )}" height="${f(w * 0.22)}" rx="6" fill="${p[5]}"/>${suit("spade", w * 0.8, h * 0.19, w * 0.09, p[0])}</g>`;
  return svg(w, h, gradientDefs("g", p, rnd), body + vignette(w, h));
}

function svg(w, h, defs, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

// ---------------------------------------------------------------------------
// Rendering

async function render(svgText, w, h, file) {
  // Rasterise once, then encode; if a busy picture is too large, soften it a little.
  const raster = await sharp(Buffer.from(svgText), { density: 72 }).resize(w, h).flatten({ background: "#000" }).png().toBuffer();
  let buffer = await sharp(raster).jpeg(JPEG).toBuffer();
  for (const sigma of [0.6, 1.0, 1.6, 2.4]) {
    if (buffer.length <= MAX_BYTES) break;
    buffer = await sharp(raster).blur(sigma).jpeg(JPEG).toBuffer();
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, buffer);
  return buffer.length;
}

async function projectImageNames() {
  const dir = path.join(root, "content/projects");
  try {
    const files = (await readdir(dir)).filter((n) => n.endsWith(".md")).sort();
    const names = [];
    for (const file of files) {
      const text = await readFile(path.join(dir, file), "utf8");
      const match = text.match(/^image:\s*"?\.\/images\/([^"\n]+?)\.jpg"?\s*$/m);
      names.push(match ? match[1] : file.replace(/\.md$/, ""));
    }
    return names.length ? names : FALLBACK_PROJECT_IMAGES;
  } catch {
    return FALLBACK_PROJECT_IMAGES;
  }
}

// The zones page's alternative photos: the site name to a file under content/images.
async function zonePhotoFiles() {
  const map = JSON.parse(await readFile(path.join(root, "src/features/zones/alternative-photos.json"), "utf8"));
  return Object.values(map);
}

async function main() {
  const jobs = [];
  for (const slug of ARTICLE_SLUGS) {
    jobs.push({ name: slug, w: 1200, h: 630, file: `content/articles/images/${slug}.jpg` });
  }
  for (const name of INLINE_IMAGES) {
    jobs.push({ name, w: 1200, h: 800, file: `content/articles/images/${name}.jpg` });
  }
  for (const name of await projectImageNames()) {
    jobs.push({ name, w: 800, h: 500, file: `content/projects/images/${name}.jpg` });
  }
  jobs.push({ name: "profile", w: 480, h: 480, file: "content/images/profile.jpg", portrait: true });
  for (const name of EXPERIMENTS) {
    jobs.push({ name, w: 800, h: 500, file: `content/images/experiments/${name}.jpg` });
  }
  for (const file of await zonePhotoFiles()) {
    // The "zonas-" prefix gives them the Mexican theme: pyramids and grecas.
    const name = `zonas-${path.basename(file, ".jpg")}`;
    jobs.push({ name, w: 640, h: 400, file: `content/images/${file}` });
  }

  let failures = 0;
  for (const job of jobs) {
    const svgText = job.portrait ? composePortrait(job.name, job.w, job.h) : composeArtwork(job.name, job.w, job.h);
    const out = path.join(root, job.file);
    const bytes = await render(svgText, job.w, job.h, out);
    const { size } = await stat(out);
    const flag = size > MAX_BYTES ? "  TOO LARGE" : "";
    if (flag) failures++;
    console.log(`${job.file}  ${job.w}x${job.h}  ${(bytes / 1024).toFixed(1)} KB${flag}`);
  }
  console.log(`${jobs.length} images written${failures ? `, ${failures} over ${MAX_BYTES / 1024} KB` : ""}.`);
  if (failures) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
