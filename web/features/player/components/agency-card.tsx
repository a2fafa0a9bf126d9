/** Nothing to play: the agency's own card, never a blank screen. */
export function AgencyCard({ storeUrl, qrSvgDataUrl }: { storeUrl: string; qrSvgDataUrl: string }) {
  const shown = storeUrl.replace(/^https?:\/\//, '');
  return (
    <div
      className="absolute inset-0 flex items-center justify-between gap-[4cqw] bg-gradient-to-br from-ink-900 via-brand-900 to-ink-800 px-[8cqw] text-white"
      data-testid="player-agency-card"
    >
      <div className="min-w-0">
        <img src="/img/logo.svg" alt="Indexa" className="mb-[4cqw] h-[6cqw] w-auto" />
        <p className="text-[7cqw] leading-none font-extrabold tracking-tight">Anuncie aqui</p>
        <p className="mt-[2cqw] max-w-[50cqw] text-[2.2cqw] leading-snug text-brand-100">
          Sua marca nos painéis dos elevadores deste prédio. Aponte a câmera do celular para o código.
        </p>
        <p className="mt-[3cqw] truncate text-[2cqw] font-semibold text-accent-400">{shown}</p>
      </div>
      {qrSvgDataUrl && (
        <div className="shrink-0 rounded-[1.5cqw] bg-white p-[1.5cqw] shadow-2xl">
          <img src={qrSvgDataUrl} alt={`QR code para ${shown}`} className="block h-[24cqw] w-[24cqw]" />
        </div>
      )}
    </div>
  );
}
