// The audio-level waveform behind the recording controls: frequency bars from a Web
// Audio AnalyserNode on the live microphone stream, mirrored around the centre line.
import { useEffect, useRef } from "react";
import { getAudioContext } from "../../../lib/audio/web-audio";

const BAR_COUNT = 48;

export function AudioWaveform({ stream, className = "" }: { stream: MediaStream; className?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = getAudioContext();
    const g = canvas?.getContext("2d");
    if (!canvas || !ctx || !g) return;
    if (ctx.state === "suspended") void ctx.resume().catch(() => undefined);
    const source = ctx.createMediaStreamSource(stream);
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 256;
    analyser.smoothingTimeConstant = 0.75;
    source.connect(analyser);
    const bins = new Uint8Array(analyser.frequencyBinCount);
    let frame = 0;

    const draw = () => {
      const ratio = window.devicePixelRatio || 1;
      const width = canvas.clientWidth * ratio;
      const height = canvas.clientHeight * ratio;
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      analyser.getByteFrequencyData(bins);
      g.clearRect(0, 0, width, height);
      const gradient = g.createLinearGradient(0, 0, width, 0);
      gradient.addColorStop(0, "rgba(139, 92, 246, 0.35)");
      gradient.addColorStop(1, "rgba(35, 156, 163, 0.35)");
      g.fillStyle = gradient;
      const slot = width / BAR_COUNT;
      const barWidth = Math.max(2 * ratio, slot * 0.55);
      // Voice lives in the lower bins: spread the first ~60 % of the spectrum over the bars.
      const usable = Math.floor(bins.length * 0.6);
      for (let i = 0; i < BAR_COUNT; i += 1) {
        const level = (bins[Math.floor((i / BAR_COUNT) * usable)] ?? 0) / 255;
        const barHeight = Math.max(3 * ratio, level * height * 0.9);
        const x = i * slot + (slot - barWidth) / 2;
        g.beginPath();
        g.roundRect(x, (height - barHeight) / 2, barWidth, barHeight, barWidth / 2);
        g.fill();
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);

    return () => {
      cancelAnimationFrame(frame);
      source.disconnect();
      analyser.disconnect();
    };
  }, [stream]);

  return <canvas ref={canvasRef} aria-hidden="true" className={`pointer-events-none h-full w-full ${className}`} />;
}
