import { VideoApprovalsPage } from '../../../features/video-approvals/components/approvals-page';

export function Component() {
  return <VideoApprovalsPage />;
}
