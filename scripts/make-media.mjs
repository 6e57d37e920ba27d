#!/usr/bin/env node
// Generates the media player's demo library: small audio and video files, their thumbnails, and
// static/media-playlist.json describing them. Nothing is downloaded; everything is made here.
//
// Audio is synthesised in this script (plucked strings by the Karplus-Strong method, seeded, so every
// run gives the same notes) as 16-bit PCM and handed to ffmpeg: MP3 for audio items, H.264 + AAC in MP4
// for video items over one of ffmpeg's generated pictures. Thumbnails are SVG artwork rasterised by sharp.
// Every file stays under 200 KB. The durations in the playlist file are those of the generated files.
//
// Needs ffmpeg with libmp3lame and libx264 (Debian: apt-get install -y ffmpeg).
// Usage: node scripts/make-media.mjs

import { execFileSync, spawnSync } from "node:child_process"
import { mkdir, rm, stat, writeFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import sharp from "sharp"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const mediaDir = path.join(root, "static", "media")
const thumbDir = path.join(mediaDir, "thumbnails")
const MAX_BYTES = 200 * 1024
const RATE = 22050

// ---------------------------------------------------------------------------
// The library

const PLAYLISTS = [
  {
    id: "guitar-sketches",
    title: "Guitar Sketches",
    description: "Short instrumental ideas on a clean tone: arpeggios, a riff and a slow blues.",
    palette: ["#1a0f14", "#f25f3a", "#ffb347"],
    items: [
      { slug: "morning-arpeggio", title: "Morning Arpeggio", artist: "Los Osciladores", type: "audio", seconds: 28, bpm: 96, notes: [48, 55, 60, 64, 67, 64, 60, 55, 45, 52, 57, 60, 64, 60, 57, 52] },
      { slug: "blues-in-a", title: "Blues in A", artist: "Los Osciladores", type: "audio", seconds: 32, bpm: 80, notes: [45, 52, 57, 60, 62, 60, 57, 52, 50, 57, 62, 65, 67, 65, 62, 57] },
      { slug: "drop-d-riff", title: "Drop D Riff", artist: "Sine Wave Trio", type: "audio", seconds: 24, bpm: 120, notes: [38, 38, 50, 38, 41, 38, 43, 44, 38, 38, 50, 38, 45, 43, 41, 40] },
      { slug: "lullaby-for-a-metronome", title: "Lullaby for a Metronome", artist: "Sine Wave Trio", type: "audio", seconds: 30, bpm: 72, notes: [64, 67, 72, 71, 67, 64, 62, 60, 59, 62, 67, 65, 64, 62, 60, 55] },
    ],
  },
  {
    id: "video-lessons",
    title: "Video Lessons",
    description: "Bite-sized clips from the practice room.",
    palette: ["#0b1026", "#4fc3f7", "#b388ff"],
    items: [
      { slug: "chromatic-warm-up", title: "Warm-up: Chromatic Exercise", artist: "Cuerdas Sintéticas", type: "video", seconds: 16, bpm: 100, picture: "testsrc2", notes: [52, 53, 54, 55, 57, 58, 59, 60, 59, 58, 57, 55, 54, 53, 52, 50] },
      { slug: "reading-the-fretboard", title: "Reading the Fretboard", artist: "Cuerdas Sintéticas", type: "video", seconds: 14, bpm: 90, picture: "mandelbrot", notes: [40, 45, 50, 55, 59, 64, 59, 55, 50, 45] },
      { slug: "counting-in-seven", title: "Counting in Seven", artist: "Sine Wave Trio", type: "video", seconds: 12, bpm: 140, picture: "gradients", notes: [57, 60, 64, 57, 60, 64, 67] },
    ],
  },
  {
    id: "studio-mix",
    title: "Studio Mix",
    description: "Audio and video together: demos from the home studio.",
    palette: ["#071a17", "#2ec4a6", "#c6f432"],
    items: [
      { slug: "cafe-con-tono", title: "Café con Tono", artist: "Los Osciladores", type: "audio", seconds: 26, bpm: 110, notes: [55, 59, 62, 66, 64, 62, 59, 57, 52, 55, 59, 62, 60, 59, 57, 55] },
      { slug: "loop-pedal-jam", title: "Loop Pedal Jam", artist: "Sine Wave Trio", type: "video", seconds: 15, bpm: 126, picture: "drift", notes: [45, 57, 52, 57, 48, 60, 55, 60, 43, 55, 50, 55] },
      { slug: "night-drive-demo", title: "Night Drive (Demo)", artist: "Cuerdas Sintéticas", type: "audio", seconds: 30, bpm: 84, notes: [50, 57, 62, 65, 69, 65, 62, 57, 46, 53, 58, 62, 65, 62, 58, 53] },
    ],
  },
]

const PICTURES = {
  testsrc2: "testsrc2=s=320x180:r=12",
  mandelbrot: "mandelbrot=s=320x180:r=12",
  gradients: "gradients=s=320x180:r=12:speed=0.02:seed=3",
  drift: "gradients=s=320x180:r=12:speed=0.05:seed=11:nb_colors=5",
}

// ---------------------------------------------------------------------------
// Deterministic randomness (FNV-1a seed, mulberry32)

function seeded(name) {
  let h = 0x811c9dc5
  for (const ch of name) h = Math.imul(h ^ ch.codePointAt(0), 0x01000193) >>> 0
  let a = h
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// ---------------------------------------------------------------------------
// Sound: a plucked string per note (Karplus-Strong), the pattern repeated to fill the track

function pluck(out, start, midi, random) {
  const frequency = 440 * 2 ** ((midi - 69) / 12)
  const period = Math.max(2, Math.round(RATE / frequency))
  const line = Float32Array.from({ length: period }, () => random() * 2 - 1)
  const length = Math.min(out.length - start, Math.round(RATE * 1.6))
  for (let i = 0; i < length; i += 1) {
    const j = i % period
    const next = line[(j + 1) % period]
    const sample = line[j]
    line[j] = 0.996 * 0.5 * (sample + next)
    out[start + i] += sample * 0.35
  }
}

function track(item) {
  const random = seeded(item.slug)
  const samples = new Float32Array(RATE * item.seconds)
  const step = Math.round((RATE * 60) / item.bpm / 2)
  for (let n = 0, at = 0; at < samples.length - RATE; n += 1, at += step) pluck(samples, at, item.notes[n % item.notes.length], random)
  const fade = RATE * 1.5
  const pcm = Buffer.alloc(samples.length * 2)
  for (let i = 0; i < samples.length; i += 1) {
    const gain = Math.min(1, (samples.length - i) / fade, i / 200)
    pcm.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i] * gain)) * 32767), i * 2)
  }
  return pcm
}

function ffmpeg(args, input) {
  const result = spawnSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { input, maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`)
}

const PCM_INPUT = ["-f", "s16le", "-ar", String(RATE), "-ac", "1", "-i", "pipe:0"]

function encode(item, file) {
  const pcm = track(item)
  if (item.type === "audio") {
    ffmpeg([...PCM_INPUT, "-c:a", "libmp3lame", "-b:a", "32k", "-metadata", `title=${item.title}`, "-metadata", `artist=${item.artist}`, file], pcm)
    return
  }
  ffmpeg(
    [
      ...PCM_INPUT,
      ...["-f", "lavfi", "-i", PICTURES[item.picture]],
      ...["-t", String(item.seconds), "-map", "1:v", "-map", "0:a"],
      ...["-c:v", "libx264", "-preset", "veryslow", "-crf", "36", "-pix_fmt", "yuv420p", "-g", "48"],
      ...["-c:a", "aac", "-b:a", "32k", "-movflags", "+faststart"],
      ...["-metadata", `title=${item.title}`, "-metadata", `artist=${item.artist}`],
      file,
    ],
    pcm,
  )
}

// ---------------------------------------------------------------------------
// Thumbnails: a gradient, a waveform drawn from the item's notes, and circles; no text

function artwork(name, [ink, first, second], width, height, notes) {
  const random = seeded(name)
  const points = notes.map((note, i) => `${((i + 0.5) * width) / notes.length},${height * (0.85 - ((note - 36) / 40) * 0.7)}`)
  const circles = Array.from({ length: 5 }, () => {
    const r = (0.08 + random() * 0.18) * height
    return `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height).toFixed(1)}" r="${r.toFixed(1)}" fill="${random() < 0.5 ? first : second}" opacity="${(0.15 + random() * 0.3).toFixed(2)}"/>`
  }).join("")
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ink}"/><stop offset="1" stop-color="${first}" stop-opacity="0.55"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="${ink}"/><rect width="${width}" height="${height}" fill="url(#g)"/>${circles}` +
      `<polyline points="${points.join(" ")}" fill="none" stroke="${second}" stroke-width="${(height / 30).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"/>` +
      `</svg>`,
  )
}

async function thumbnail(name, palette, width, height, notes) {
  const file = path.join(thumbDir, `${name}.jpg`)
  await sharp(artwork(name, palette, width, height, notes)).jpeg({ quality: 72, progressive: true, mozjpeg: true }).toFile(file)
  return file
}

// ---------------------------------------------------------------------------

function mediaSeconds(file) {
  const out = execFileSync("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file], { encoding: "utf8" })
  return Math.round(Number(out.trim()))
}

const clock = seconds => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`

async function checkSize(file) {
  const { size } = await stat(file)
  if (size > MAX_BYTES) throw new Error(`${path.relative(root, file)} is ${size} bytes, over ${MAX_BYTES}`)
  return size
}

await rm(mediaDir, { recursive: true, force: true })
await mkdir(thumbDir, { recursive: true })

const playlists = []
for (const playlist of PLAYLISTS) {
  const items = []
  for (const item of playlist.items) {
    const file = path.join(mediaDir, `${item.slug}.${item.type === "audio" ? "mp3" : "mp4"}`)
    encode(item, file)
    const thumb = await thumbnail(item.slug, playlist.palette, 320, 180, item.notes)
    console.log(`${path.relative(root, file)}: ${await checkSize(file)} bytes, ${mediaSeconds(file)} s; thumbnail ${await checkSize(thumb)} bytes`)
    items.push({
      title: item.title,
      artist: item.artist,
      url: `/media/${path.basename(file)}`,
      thumbnail: `/media/thumbnails/${item.slug}.jpg`,
      duration: clock(mediaSeconds(file)),
      type: item.type,
    })
  }
  await checkSize(await thumbnail(playlist.id, playlist.palette, 480, 270, playlist.items.flatMap(i => i.notes.slice(0, 4))))
  playlists.push({ id: playlist.id, title: playlist.title, description: playlist.description, thumbnail: `/media/thumbnails/${playlist.id}.jpg`, items })
}

await writeFile(path.join(root, "static", "media-playlist.json"), `${JSON.stringify({ playlists }, null, 2)}\n`)
console.log("static/media-playlist.json written")
