#!/usr/bin/env sh
# Synthesises Ripple's sound effects into public/audio/*.mp3 (mic_click, record_start, record_stop, water_drop, gentle_sound, welcome, conversation_mode).
# Needs sox; mp3 comes from sox's own mp3 writer (libsox-fmt-mp3) or, without it, lame.
# Every sound is built from soft sine bells (a tone plus a quiet octave, a log decay)
# and a touch of reverb, so nothing clicks or buzzes. Re-run after changing a recipe:
#   sh scripts/make-sounds.sh
set -eu

OUT_DIR="$(cd "$(dirname "$0")/.." && pwd)/public/audio"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
RATE=44100
BITRATE=96
mkdir -p "$OUT_DIR"

command -v sox >/dev/null || { echo "make-sounds: sox is required" >&2; exit 1; }
if sox -h 2>/dev/null | grep -q ' mp3 '; then MP3=sox
elif command -v lame >/dev/null; then MP3=lame
else echo "make-sounds: neither sox mp3 support nor lame is available" >&2; exit 1
fi

# bell NAME FREQ_HZ LENGTH_S START_S GAIN_DB: one soft bell note, silent until START_S.
bell() {
  sox -n -r "$RATE" -c 1 "$WORK/$1.wav" \
    synth "$3" sine "$2" sine "$(echo "$2 * 2" | bc -l)" sine "$(echo "$2 * 3" | bc -l)" \
    remix 1v0.8,2v0.15,3v0.05 \
    fade q 0.006 "$3" "$(echo "$3 - 0.006" | bc -l)" fade l 0 "$3" "$(echo "$3 * 0.92" | bc -l)" \
    gain "$5" pad "$4" 0
}

# pad NAME FREQ_HZ LENGTH_S GAIN_DB: a slow, breathing sine for the welcome chord.
pad_note() {
  sox -n -r "$RATE" -c 1 "$WORK/$1.wav" \
    synth "$3" sine "$2" sine "$(echo "$2 * 1.003" | bc -l)" remix 1v0.5,2v0.5 \
    tremolo 0.35 18 fade h 1.4 "$3" 2.2 gain "$4"
}

# mix OUT IN...: mix the parts, add reverb, trim the tail, normalise to PEAK dB.
mix() {
  out="$1"; peak="$2"; reverb="$3"; shift 3
  if [ "$#" -gt 1 ]; then sox -m "$@" "$WORK/mixed.wav"; else cp "$1" "$WORK/mixed.wav"; fi
  sox "$WORK/mixed.wav" "$WORK/$out.wav" reverb $reverb reverse silence 1 0.05 -70d reverse norm "$peak"
}

encode() {
  if [ "$MP3" = sox ]; then
    sox "$WORK/$1.wav" -C "$BITRATE" "$OUT_DIR/$1.mp3"
  else
    lame --quiet -b "$BITRATE" -m m "$WORK/$1.wav" "$OUT_DIR/$1.mp3"
  fi
}

# mic_click: a tiny wooden tick, pitch falling, 60 ms.
sox -n -r "$RATE" -c 1 "$WORK/tick.wav" synth 0.06 sine 1500-700 fade q 0.001 0.06 0.055
mix mic_click -6 "10 50 20" "$WORK/tick.wav"

# record_start: two rising bells, E5 then B5 — "I'm listening".
bell rs1 659.25 0.55 0 -2
bell rs2 987.77 0.7 0.12 -3
mix record_start -5 "35 50 60" "$WORK/rs1.wav" "$WORK/rs2.wav"

# record_stop: the same two bells falling, B5 then E5 — "got it".
bell rp1 987.77 0.5 0 -3
bell rp2 659.25 0.75 0.12 -2
mix record_stop -5 "35 50 60" "$WORK/rp1.wav" "$WORK/rp2.wav"

# water_drop: a quick upward sine chirp with a short decay, then a little pool reverb.
sox -n -r "$RATE" -c 1 "$WORK/drop.wav" synth 0.14 sine 520/1650 fade q 0.002 0.14 0.12 gain -2
bell drop_ring 1318.5 0.35 0.05 -16
mix water_drop -5 "55 40 80" "$WORK/drop.wav" "$WORK/drop_ring.wav"

# gentle_sound: a slow C-major arpeggio of soft bells.
bell g1 523.25 1.3 0 -3
bell g2 659.25 1.2 0.18 -4
bell g3 783.99 1.2 0.36 -5
mix gentle_sound -6 "50 40 80" "$WORK/g1.wav" "$WORK/g2.wav" "$WORK/g3.wav"

# welcome: a warm C-major-9 pad (~5 s) with three bells drifting over it.
pad_note w_c3 130.81 5.2 -6
pad_note w_g3 196.00 5.2 -8
pad_note w_e4 329.63 5.2 -10
pad_note w_b4 493.88 5.2 -16
pad_note w_d5 587.33 5.2 -18
bell w_b1 783.99 2.0 0.6 -10
bell w_b2 659.25 2.0 1.5 -11
bell w_b3 1046.5 2.4 2.5 -13
mix welcome -4 "60 40 90" "$WORK/w_c3.wav" "$WORK/w_g3.wav" "$WORK/w_e4.wav" "$WORK/w_b4.wav" \
  "$WORK/w_d5.wav" "$WORK/w_b1.wav" "$WORK/w_b2.wav" "$WORK/w_b3.wav"

# conversation_mode: two bright bubbles, A5 then E6, like a message arriving.
bell c1 880 0.3 0 -3
bell c2 1318.5 0.4 0.09 -4
mix conversation_mode -6 "30 50 50" "$WORK/c1.wav" "$WORK/c2.wav"

for name in mic_click record_start record_stop water_drop gentle_sound welcome conversation_mode; do
  encode "$name"
  printf '%-20s %6s bytes  %ss\n' "$name.mp3" "$(wc -c <"$OUT_DIR/$name.mp3")" \
    "$(sox --i -D "$OUT_DIR/$name.mp3")"
done
