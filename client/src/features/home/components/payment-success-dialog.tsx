import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

export function PaymentSuccessDialog({ onContinue }: { onContinue: () => void }) {
  return (
    <Dialog
      title="Payment Successful!"
      tone="success"
      onDismiss={onContinue}
      actions={
        <Button variant="primary" onClick={onContinue}>
          Continue to Content
        </Button>
      }
    >
      <p>Thank you for your subscription. You now have full access to all premium content.</p>
    </Dialog>
  );
}
