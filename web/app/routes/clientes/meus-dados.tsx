import { MyDataPage } from '../../../features/my-data/components/my-data-page';

export function Component() {
  return <MyDataPage />;
}
