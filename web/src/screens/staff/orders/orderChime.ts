/**
 * The new-order chime, drawn with Web Audio (two rising tones, about half a second): no sound
 * file to fetch or cache, and loud enough over a shop's noise on a phone speaker.
 */
let context: AudioContext | undefined;

/** The audio context, made (or woken) on a tap: browsers let a page sound only after one. */
export function unlockChime(): AudioContext | undefined {
  if (typeof AudioContext === 'undefined') return undefined;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
  return context;
}

/** Plays the chime; answers whether the browser let it sound (it had a tap on this page). */
export function playChime(): boolean {
  const audio = unlockChime();
  if (audio?.state !== 'running') return false;
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1318.5],
  ] as const) {
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.6, start + offset + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.32);
    tone.connect(volume).connect(audio.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.34);
  }
  return true;
}
