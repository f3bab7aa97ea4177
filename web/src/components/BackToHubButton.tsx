import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from './Button';
import styles from './BackToHubButton.module.scss';

/** SPEC §2 calls this a button (it is one to assistive tech too), though it navigates. */
export function BackToHubButton() {
  const navigate = useNavigate();
  return (
    <Button variant="ghost" size="sm" className={styles.back} onClick={() => navigate('/')}>
      <ArrowLeft aria-hidden="true" size={18} />
      Back to Hub
    </Button>
  );
}
