import { useEffect, useState } from 'react';
import type { ScreenInfo } from '../../../../domain/schemas/player';
import { usePairing } from '../hooks/use-pairing';

/** An unpaired screen shows its code until staff type it at /admin/status. */
export function PairingScreen({ onPaired }: { onPaired: (token: string, screen: ScreenInfo) => void }) {
  const state = usePairing(onPaired);
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center bg-gradient-to-br from-ink-900 via-ink-800 to-brand-900 px-[6cqw] text-center text-white">
      <img src="/img/logo.svg" alt="Indexa" className="mb-[3cqw] h-[4.5cqw] w-auto" />
      <h1 className="text-[3.2cqw] font-bold">Parear esta tela</h1>
      {state.status === 'showing' ? (
        <>
          <p className="mt-[1.5cqw] max-w-[70cqw] text-[1.8cqw] text-brand-100">
            No painel administrativo, abra <strong>Monitoramento</strong> e digite o código abaixo, escolhendo o prédio e o nome da tela.
          </p>
          <p className="mt-[3cqw] rounded-[1.5cqw] bg-white py-[2cqw] pr-[4cqw] pl-[calc(4cqw+0.25em)] font-mono text-[9cqw] leading-none font-extrabold tracking-[0.25em] text-ink-900" data-testid="pairing-code">
            {state.code}
          </p>
          <Expiry expiresAt={state.expiresAt} />
        </>
      ) : (
        <p className="mt-[2cqw] text-[2cqw] text-brand-100" role="status">
          {state.status === 'offline' ? 'Sem conexão com o servidor. Tentando novamente…' : 'Gerando código…'}
        </p>
      )}
    </div>
  );
}

function Expiry({ expiresAt }: { expiresAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const left = Math.max(0, Math.round((Date.parse(expiresAt) - now) / 1000));
  const mm = String(Math.floor(left / 60)).padStart(2, '0');
  const ss = String(left % 60).padStart(2, '0');
  return <p className="mt-[2cqw] text-[1.6cqw] text-brand-200">O código vale por {mm}:{ss}. Depois, um novo código aparece aqui.</p>;
}
