import type { NoticeItem } from '../../../../domain/schemas/player';

/** A notice of the building (síndico area), full screen: an image, or its title and text. */
export function NoticeCard({ item, imageSrc }: { item: NoticeItem; imageSrc: string | null }) {
  if (imageSrc) {
    return (
      <div className="absolute inset-0 bg-black" data-testid="player-notice">
        <img src={imageSrc} alt={item.title} className="h-full w-full object-contain" />
      </div>
    );
  }
  return (
    <div className="absolute inset-0 flex flex-col justify-center bg-gradient-to-br from-slate-50 to-brand-50 px-[8cqw] text-ink-900" data-testid="player-notice">
      <p className="mb-[2cqw] text-[2cqw] font-semibold tracking-widest text-brand-700 uppercase">Aviso do condomínio</p>
      <p className="text-[5.5cqw] leading-tight font-extrabold">{item.title}</p>
      <p className="mt-[2.5cqw] max-w-[75cqw] text-[2.6cqw] leading-snug whitespace-pre-line text-slate-700">{item.body}</p>
    </div>
  );
}
