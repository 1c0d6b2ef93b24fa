import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { ErrorArt } from './illustrations';

export interface ErrorStateProps {
  title: string;
  body: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A failure the user can do something about: what happened, and a retry. */
export function ErrorState({ title, body, retryLabel, onRetry }: ErrorStateProps) {
  return (
    <div role="alert">
      <EmptyState
        art={<ErrorArt />}
        title={title}
        body={body}
        actions={
          <Button variant="primary" block onClick={onRetry}>
            {retryLabel}
          </Button>
        }
      />
    </div>
  );
}
