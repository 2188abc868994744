'use client';

import { useEffect, useRef, useState } from 'react';
import QRCode from 'qrcode';
import { SUBTITLES_AS_CUES } from '@/lib/hls-subtitles';
import { setMediaGrant, withMediaGrant } from '@/components/player/media-grant';
import { countPlayed } from '@/components/player/play-clock';
import {
  deviceAsset,
  deviceHomeRows,
  deviceProfile,
  deviceProfiles,
  pollDeviceToken,
  renewDeviceStream,
  startDeviceFlow,
  type DeviceCodes,
} from '@/lib/api/tv-device';

// /dev/tv (issue 15): a TV you can try. It does what a TV app does: asks for codes, shows the
// code and a QR code of the activation address, polls as RFC 8628 says, and once allowed shows
// the account and plays a free title with the device session alone.

type Screen =
  | { kind: 'starting' }
  | { kind: 'code'; codes: DeviceCodes; qr: boolean[][] }
  | { kind: 'ended'; message: string }
  | { kind: 'signed-in'; name: string; plan: string; title: string | null; message?: string };

function QrCode({ modules, label }: { modules: boolean[][]; label: string }) {
  const size = modules.length;
  return (
    <svg viewBox={`-2 -2 ${size + 4} ${size + 4}`} width={220} height={220} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect x={-2} y={-2} width={size + 4} height={size + 4} fill="#fff" />
      {modules.flatMap((row, y) =>
        row.map((dark, x) => (dark ? <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill="#000" /> : null)),
      )}
    </svg>
  );
}

function qrModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, y) => Array.from({ length: modules.size }, (_, x) => Boolean(modules.get(y, x))));
}

export function TvSimulator() {
  const [screen, setScreen] = useState<Screen>({ kind: 'starting' });
  const [round, setRound] = useState(0);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    let cancelled = false;
    let timer: number | undefined;
    let stopStream: (() => void) | undefined;
    const wait = (seconds: number) =>
      new Promise<void>((resolve) => {
        timer = window.setTimeout(resolve, seconds * 1000);
      });

    async function watch(token: string) {
      const [profile, rows] = await Promise.all([deviceProfile(token), deviceHomeRows(token)]);
      const name = profile.name.trim() || profile.email || `+${profile.calling_code}-${profile.mobile}`;
      const free = rows.data.flatMap((row) => row.contents).find((item) => item.access_level === 'free');
      setScreen({ kind: 'signed-in', name, plan: profile.activeUserPlan, title: null });
      if (!free) return;
      const contentId = free.content_id ?? (await deviceAsset(token, free.asset_id)).play_content_id;
      if (!contentId || cancelled) return;
      const play = await deviceProfiles(token, contentId);
      const title = play.content_title === play.asset_title ? play.asset_title : `${play.asset_title}: ${play.content_title}`;
      setScreen({ kind: 'signed-in', name, plan: profile.activeUserPlan, title });
      const video = videoRef.current;
      const source = play.profiles.ADAPTIVE?.[0]?.url;
      if (!video || !source || cancelled) return;
      // like a TV app, every playlist and segment request carries the device session, under the
      // latest media grant its lease's heartbeat answered (issue 46)
      const { default: Hls } = await import('hls.js');
      const hls = new Hls({
        ...SUBTITLES_AS_CUES,
        xhrSetup: (xhr, url) => {
          xhr.open('GET', withMediaGrant(url), true);
          xhr.setRequestHeader('authorization', `Bearer ${token}`);
        },
      });
      const lease = play.stream;
      // the heartbeat reports what played since the last one, as the web player's does
      const clock = countPlayed(video, () => true);
      const heartbeat = lease
        ? window.setInterval(() => {
            renewDeviceStream(token, lease.id, clock.take()).then(
              (answer) => setMediaGrant(answer.media_grant ?? null),
              () => undefined,
            );
          }, lease.heartbeat_seconds * 1000)
        : undefined;
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) setScreen({ kind: 'signed-in', name, plan: profile.activeUserPlan, title, message: 'The stream stopped.' });
      });
      hls.loadSource(source);
      hls.attachMedia(video);
      stopStream = () => {
        window.clearInterval(heartbeat);
        clock.stop();
        setMediaGrant(null);
        hls.destroy();
      };
      video.muted = true;
      await video.play().catch(() => undefined);
    }

    (async () => {
      try {
        const codes = await startDeviceFlow('Living room TV');
        if (cancelled) return;
        setScreen({ kind: 'code', codes, qr: qrModules(codes.verification_uri_complete) });
        let interval = codes.interval;
        const deadline = Date.now() + codes.expires_in * 1000;
        while (!cancelled && Date.now() < deadline) {
          await wait(interval);
          if (cancelled) return;
          const answer = await pollDeviceToken(codes.device_code);
          if (answer.ok) {
            await watch(answer.token);
            return;
          }
          if (answer.error === 'slow_down') interval += 5;
          else if (answer.error !== 'authorization_pending') {
            setScreen({ kind: 'ended', message: answer.description });
            return;
          }
        }
        if (!cancelled) setScreen({ kind: 'ended', message: 'The code expired. Ask for a new one.' });
      } catch (error) {
        if (!cancelled)
          setScreen({ kind: 'ended', message: error instanceof Error ? error.message : 'The TV could not reach Chalchitra.' });
      }
    })();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      stopStream?.();
    };
  }, [round]);

  return (
    <main style={{ maxWidth: 960, margin: '32px auto', padding: '0 16px', display: 'grid', gap: 16 }}>
      <h1>TV simulator</h1>
      <p>A TV app on the device flow (RFC 8628): it signs in with a code and plays with its own device session.</p>
      <section
        aria-label="TV screen"
        aria-live="polite"
        style={{ background: '#000', borderRadius: 16, padding: 32, display: 'grid', gap: 16 }}
      >
        {screen.kind === 'starting' ? <p>Getting a code…</p> : null}
        {screen.kind === 'code' ? (
          <div style={{ display: 'flex', gap: 32, alignItems: 'center', flexWrap: 'wrap' }}>
            <div style={{ display: 'grid', gap: 8 }}>
              <p>
                On your phone or computer, go to <strong>{screen.codes.verification_uri}</strong> and enter
              </p>
              <p data-testid="tv-code" style={{ fontSize: 48, fontWeight: 800, letterSpacing: 4, margin: 0 }}>
                {screen.codes.user_code}
              </p>
              <p>
                or open <a href={screen.codes.verification_uri_complete}>the activation link</a>.
              </p>
            </div>
            <QrCode modules={screen.qr} label={`QR code of ${screen.codes.verification_uri_complete}`} />
          </div>
        ) : null}
        {screen.kind === 'ended' ? (
          <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
            <p role="alert">{screen.message}</p>
            <button type="button" className="btn btn-primary" onClick={() => setRound((n) => n + 1)}>
              Get a new code
            </button>
          </div>
        ) : null}
        {screen.kind === 'signed-in' ? (
          <div style={{ display: 'grid', gap: 8 }}>
            <p role="status">
              Signed in as {screen.name} ({screen.plan}){screen.title ? ` · Playing ${screen.title}` : ''}
            </p>
            {screen.message ? <p role="alert">{screen.message}</p> : null}
          </div>
        ) : null}
        <video ref={videoRef} data-testid="tv-video" playsInline controls hidden={screen.kind !== 'signed-in'} style={{ width: '100%' }} />
      </section>
    </main>
  );
}
