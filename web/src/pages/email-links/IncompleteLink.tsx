import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { AuthCard } from '../login/AuthCard';

/** A mailed link's page opened without its token (cut by a mail program, or typed by hand). */
export function IncompleteLink({ pageTitle }: { pageTitle: string }) {
  return (
    <AuthCard
      pageTitle={pageTitle}
      title="This link is incomplete"
      subtitle="Please open the link from the e-mail again. If your mail program split it over two lines, copy the whole link into the address bar."
    >
      <Button asChild variant="secondary">
        <Link to="/login">Go to sign in</Link>
      </Button>
    </AuthCard>
  );
}
