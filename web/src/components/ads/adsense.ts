declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

const SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

let loading: Promise<void> | null = null;

/** Adds the AdSense script once per page; every ad slot waits on the same load. */
export function loadAdSense(clientId: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = `${SCRIPT_URL}?client=${encodeURIComponent(clientId)}`;
    script.onload = () => resolve();
    script.onerror = () => {
      // Let a later slot try again (a blocker may be switched off meanwhile).
      script.remove();
      loading = null;
      reject(new Error('The AdSense script failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}
