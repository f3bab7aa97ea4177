import { BookOpen } from 'lucide-react';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/dialog/Modal';
import { HowToPlay } from './HowToPlay';

export function RulesDialog() {
  return (
    <Modal
      title="Rules"
      description="Find the secret 5-letter word."
      trigger={
        <Button variant="secondary" size="sm">
          <BookOpen aria-hidden="true" size={16} />
          Rules
        </Button>
      }
    >
      <HowToPlay />
    </Modal>
  );
}
