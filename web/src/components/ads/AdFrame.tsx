import { useEffect, useRef, useState } from 'react';
import { cx } from '../../lib/cx';
import { loadAdSense } from './adsense';
import styles from './AdSlot.module.scss';

type AdStatus = 'loading' | 'ready' | 'uninitialized' | 'failed';

const STATUS_TEXT: Record<Exclude<AdStatus, 'ready'>, string> = {
  loading: 'Loading advertisement...',
  uninitialized: 'AdSense initialization failed',
  failed: 'Failed to load advertisement',
};

/** One AdSense unit; it only fetches the script once `load` is true. */
export function AdFrame({ clientId, load }: { clientId: string; load: boolean }) {
  const [status, setStatus] = useState<AdStatus>('loading');
  // AdSense refuses a second push for the same unit (React may run effects twice in development).
  const pushed = useRef(false);

  useEffect(() => {
    if (!load) return;
    let active = true;
    loadAdSense(clientId).then(
      () => {
        if (!active || pushed.current) return;
        if (!window.adsbygoogle) {
          setStatus('uninitialized');
          return;
        }
        try {
          window.adsbygoogle.push({});
          pushed.current = true;
          setStatus('ready');
        } catch {
          setStatus('failed');
        }
      },
      () => {
        if (active) setStatus('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [clientId, load]);

  return (
    <div className={styles.frame}>
      {load && (
        <ins
          className={cx('adsbygoogle', styles.unit)}
          data-ad-client={clientId}
          data-ad-format="auto"
          data-full-width-responsive="true"
        />
      )}
      {status !== 'ready' && (
        <p className={styles.status} role="status">
          {load ? STATUS_TEXT[status] : 'Advertisement'}
        </p>
      )}
    </div>
  );
}
