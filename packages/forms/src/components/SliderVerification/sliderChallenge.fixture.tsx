// Stories and tests only (not exported): deterministic puzzles drawn as inline SVG, a service that
// accepts the piece within 4 px of the gap, and the control in a small login-like form.
import { Button } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import { Form } from '../Form';
import { actions, stack } from '../Form/Form.css';
import { SliderVerification, type SliderVerificationProps } from './SliderVerification';
import type { SliderAttempt, SliderChallenge, SliderVerificationFields } from './sliderTypes';

const width = 320;
const height = 160;
const pieceSize = 44;

/** Where the gap is in each demo puzzle (the piece's left edge and top). */
export const demoGaps = [
  { x: 196, y: 62 },
  { x: 128, y: 34 },
  { x: 236, y: 92 },
] as const;

const svg = (viewBox: string, size: string, body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" ${size}>${body}</svg>`,
  )}`;

/** A calm night scene: a gradient sky, hills and a moon; the same drawing feeds the piece. */
const scene = (index: number) => {
  const hues = [
    ['#1e3a8a', '#7c3aed', '#f59e0b'],
    ['#0f766e', '#2563eb', '#f472b6'],
    ['#7c2d12', '#b45309', '#fde68a'],
  ][index % 3]!;
  return `<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${hues[0]}"/><stop offset="0.6" stop-color="${hues[1]}"/><stop offset="1" stop-color="${hues[2]}"/>
  </linearGradient>
  <linearGradient id="hill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1020" stop-opacity="0.55"/><stop offset="1" stop-color="#0b1020" stop-opacity="0.9"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${70 + index * 60}" cy="44" r="22" fill="#fff7d6" fill-opacity="0.85"/>
<g fill="#ffffff" fill-opacity="0.7"><circle cx="24" cy="20" r="1.5"/><circle cx="150" cy="14" r="1.2"/><circle cx="284" cy="30" r="1.6"/><circle cx="230" cy="12" r="1"/><circle cx="110" cy="52" r="1.1"/></g>
<path d="M0 120 Q60 ${88 + index * 6} 120 116 T240 ${108 - index * 8} T320 112 V160 H0 Z" fill="url(#hill)"/>
<path d="M0 140 Q80 120 160 138 T320 132 V160 H0 Z" fill="#050814" fill-opacity="0.75"/>`;
};

/** The puzzle numbered `index`: the background with a darker square gap, and the matching piece. */
export function demoChallenge(index = 0): SliderChallenge {
  const gap = demoGaps[index % demoGaps.length]!;
  const body = scene(index);
  return {
    id: `demo-${index}`,
    width,
    height,
    pieceSize,
    pieceY: gap.y,
    background: svg(
      `0 0 ${width} ${height}`,
      `width="${width}" height="${height}"`,
      `${body}<rect x="${gap.x}" y="${gap.y}" width="${pieceSize}" height="${pieceSize}" rx="4" fill="#000" fill-opacity="0.55" stroke="#fff" stroke-opacity="0.8" stroke-width="1.5"/>`,
    ),
    piece: svg(
      `${gap.x} ${gap.y} ${pieceSize} ${pieceSize}`,
      `width="${pieceSize}" height="${pieceSize}"`,
      body,
    ),
  };
}

/** The demo service: the piece passes within 4 px of the gap, and yields the fields a login needs. */
export async function demoVerify(attempt: SliderAttempt): Promise<SliderVerificationFields | null> {
  const index = Number(attempt.challengeId.replace('demo-', ''));
  const gap = demoGaps[index % demoGaps.length]!;
  if (Math.abs(attempt.x - gap.x) > 4) return null;
  return { sliderToken: `token-${attempt.challengeId}-${attempt.x}`, sliderChallengeId: attempt.challengeId };
}

export interface SliderDemoProps extends Pick<
  SliderVerificationProps,
  'onVerified' | 'verified' | 'now' | 'captcha'
> {
  onVerify: SliderVerificationProps['onVerify'];
  onRefresh: () => void;
  onSubmit: (fields: SliderVerificationFields | null) => void;
  /** The first puzzle; `null` keeps it loading. */
  first?: number | null;
}

/** A host: keeps the puzzle (a new one on refresh) and the fields, in a form with a submit button. */
export function SliderDemo({
  onVerify,
  onRefresh,
  onVerified,
  onSubmit,
  verified,
  now,
  captcha,
  first = 0,
}: SliderDemoProps) {
  const { t } = useFormsTranslation();
  const form = useForm();
  const [index, setIndex] = useState(first);
  const [fields, setFields] = useState<SliderVerificationFields | null>(null);
  return (
    <Form form={form} onSubmit={() => onSubmit(fields)} className={stack} style={{ maxInlineSize: 420 }}>
      <SliderVerification
        challenge={index === null ? undefined : demoChallenge(index)}
        onVerify={onVerify}
        onRefresh={() => {
          onRefresh();
          setIndex((current) => (current === null ? current : current + 1));
        }}
        onVerified={(next) => {
          setFields(next);
          onVerified(next);
        }}
        verified={verified}
        now={now}
        captcha={captcha}
      />
      <div className={actions}>
        <Button type="submit">{t('action.submit')}</Button>
      </div>
    </Form>
  );
}
