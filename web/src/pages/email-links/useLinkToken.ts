import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The token a mailed link carries in its fragment (#token=…), which never reaches a server log.
 * It is read once and then dropped from the address bar, so it stays out of the history and of
 * anything the player copies or shares.
 */
export function useLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(location.hash.slice(1)).get('token'));
  useEffect(() => {
    if (location.hash) void navigate({ hash: '' }, { replace: true });
  }, [location.hash, navigate]);
  return token || null;
}
