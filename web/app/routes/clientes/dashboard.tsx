import { AreaWelcome } from '../../../components/layout/area-welcome';

/** First page of the Área do Cliente after login; its own issue fills it with the area's content. */
export function Component() {
  return <AreaWelcome title="Área do Cliente" />;
}
