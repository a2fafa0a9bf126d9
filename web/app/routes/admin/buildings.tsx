import { BuildingsScreen } from '../../../features/buildings/components/buildings-screen';

export function Component() {
  return <BuildingsScreen />;
}
