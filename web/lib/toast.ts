/**
 * sonner's `toast` for the parts of the public entry (footer): the library is fetched on first use,
 * so it is not part of the script every page waits for. Feature code loaded later imports sonner itself.
 */
export const lazyToast = {
  success: (message: string) => void import('sonner').then(({ toast }) => toast.success(message)),
};
