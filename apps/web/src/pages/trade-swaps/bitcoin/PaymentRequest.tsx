import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { QRCodeSVG } from "qrcode.react";
import type { ReactNode } from "react";
import { CopyButton } from "../../../shared/CopyButton";

export interface PaymentRequestProps {
  title: string;
  /** What the QR encodes (a `lightning:` or BIP-21 `bitcoin:` URI, as a wallet scans it). */
  qrValue: string;
  qrLabel: string;
  /** The text to pay to (an invoice, an address), shown and copied. */
  text: string;
  textTestId: string;
  copyLabel: string;
  copiedLabel: string;
  /** The URI a wallet on this device opens. */
  href: string;
  openLabel: string;
  /** Shown between the title and the QR (the amount to send). */
  children?: ReactNode;
}

/** Something to pay from another wallet: a QR of its URI, its text with a copy button, and the URI as a link. */
export function PaymentRequest(props: PaymentRequestProps) {
  return (
    <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 650, textAlign: "center" }}>
        {props.title}
      </Typography>
      {props.children}
      <Box sx={{ p: 1.5, bgcolor: "#fff", borderRadius: 2, lineHeight: 0 }}>
        <QRCodeSVG value={props.qrValue} size={220} level="M" role="img" aria-label={props.qrLabel} />
      </Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, width: "100%", minWidth: 0 }}>
        <Typography
          data-testid={props.textTestId}
          variant="body2"
          sx={{
            fontFamily: "monospace",
            wordBreak: "break-all",
            flex: 1,
            minWidth: 0,
            maxHeight: 72,
            overflow: "auto",
          }}
        >
          {props.text}
        </Typography>
        <CopyButton text={props.text} label={props.copyLabel} confirmation={props.copiedLabel} />
      </Box>
      <Button variant="outlined" href={props.href} fullWidth sx={{ minHeight: 44 }}>
        {props.openLabel}
      </Button>
    </Box>
  );
}
