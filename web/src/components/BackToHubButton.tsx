import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from './Button';
import styles from './BackToHubButton.module.scss';

/** A button (to assistive tech too), though it navigates (docs/rules.md#toasts-and-dialogs). */
export function BackToHubButton() {
  const navigate = useNavigate();
  return (
    <Button variant="ghost" size="sm" className={styles.back} onClick={() => navigate('/')}>
      <ArrowLeft aria-hidden="true" size={18} />
      Back to Hub
    </Button>
  );
}
