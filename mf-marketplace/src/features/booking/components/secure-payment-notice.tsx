import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';

/** How payment works and what happens after it. */
export function SecurePaymentNotice() {
  return (
    <Alert severity="success" variant="outlined" icon={<VerifiedUserOutlined />} sx={{ borderRadius: 2 }}>
      <AlertTitle>Secure payment</AlertTitle>
      Payments are processed securely through our payment provider (PayU). Cards, net banking and UPI are accepted. Your
      consultation starts immediately after payment, with instant access to live chat.
    </Alert>
  );
}
