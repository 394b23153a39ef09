import {
  ACTIVITY_ACTIONS,
  checkDayRange,
  errorMessage,
  parseDayInput,
  type ActivityAction,
  type ActivityFilterErrorId,
  type CalendarDay,
} from "@ceiba/core";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NO_ACTIVITY_FILTERS, sameFilters, type ActivityFilters } from "../../../balance/activity/activity-filters";
import { useLanguage } from "../../../i18n/use-language";

export interface ActivityFilterBarProps {
  /** The filters in force. */
  applied: ActivityFilters;
  /** Called with new filters once they are valid and differ from `applied`. */
  onApply: (next: ActivityFilters) => void;
  /** The action checkboxes (Operations); the Exchanges tab filters by days only. */
  withActions?: boolean;
}

type Field = "from" | "to";
type DayField = { ok: true; day: CalendarDay | undefined } | { ok: false; error: ActivityFilterErrorId };

/** An empty field is no limit; anything else must be a real DD/MM/YYYY day. */
const readDay = (text: string): DayField => (text.trim() === "" ? { ok: true, day: undefined } : parseDayInput(text));

/** The year is typed (or more): a message before that would only interrupt the typing. */
const looksComplete = (text: string) => /\/\d{4,}$/.test(text.trim()) || text.trim().length > 10;

/**
 * The activity filters (lending-engine §2): a day range typed as DD/MM/YYYY and, on Operations, the action
 * checkboxes. A change applies at once when valid; an invalid day shows core's message under its field and
 * leaves the filters as they were.
 */
export function ActivityFilterBar({ applied, onApply, withActions = false }: ActivityFilterBarProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [texts, setTexts] = useState<Record<Field, string>>({ from: "", to: "" });
  const [left, setLeft] = useState<Record<Field, boolean>>({ from: false, to: false });

  const from = readDay(texts.from);
  const to = readDay(texts.to);
  const rangeError = from.ok && to.ok ? checkDayRange(from.day, to.day) : undefined;
  const errors: Record<Field, ActivityFilterErrorId | undefined> = {
    from: from.ok ? undefined : from.error,
    to: to.ok ? rangeError : to.error,
  };
  const shown = (field: Field) =>
    errors[field] !== undefined && (left[field] || looksComplete(texts[field]) || errors[field] === rangeError);

  const apply = (nextTexts: Record<Field, string>, actions: readonly ActivityAction[]) => {
    const f = readDay(nextTexts.from);
    const tDay = readDay(nextTexts.to);
    let next: ActivityFilters = {
      from: f.ok ? f.day : applied.from,
      to: tDay.ok ? tDay.day : applied.to,
      actions,
    };
    // A valid day that would cross the day in force on the other side waits, like an invalid one.
    if (checkDayRange(next.from, next.to)) next = { from: applied.from, to: applied.to, actions };
    if (!sameFilters(next, applied)) onApply(next);
  };

  const onText = (field: Field, text: string) => {
    const next = { ...texts, [field]: text };
    setTexts(next);
    apply(next, applied.actions);
  };

  const onAction = (action: ActivityAction, checked: boolean) => {
    const chosen = new Set(applied.actions);
    if (checked) chosen.add(action);
    else chosen.delete(action);
    apply(
      texts,
      ACTIVITY_ACTIONS.filter((a) => chosen.has(a)),
    );
  };

  const clear = () => {
    setTexts({ from: "", to: "" });
    setLeft({ from: false, to: false });
    if (!sameFilters(applied, NO_ACTIVITY_FILTERS)) onApply(NO_ACTIVITY_FILTERS);
  };

  const dayField = (field: Field) => {
    const error = shown(field) ? errors[field] : undefined;
    return (
      <TextField
        label={t(`activity.filters.${field}`)}
        value={texts[field]}
        onChange={(event) => onText(field, event.target.value)}
        onBlur={() => setLeft((current) => ({ ...current, [field]: true }))}
        placeholder={t("activity.filters.datePlaceholder")}
        error={error !== undefined}
        helperText={error ? errorMessage(error, language) : " "}
        size="small"
        sx={{ width: { xs: "100%", sm: 180 } }}
        slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "off", maxLength: 10 } }}
      />
    );
  };

  return (
    <Box
      role="search"
      aria-label={t("activity.filters.label")}
      sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", columnGap: 2, rowGap: 1 }}
    >
      {dayField("from")}
      {dayField("to")}
      {withActions && (
        <FormControl component="fieldset" sx={{ minWidth: 0 }}>
          <FormLabel component="legend" sx={{ typography: "body2" }}>
            {t("activity.filters.actions")}
          </FormLabel>
          <FormGroup row>
            {ACTIVITY_ACTIONS.map((action) => (
              <FormControlLabel
                key={action}
                label={t(`activity.actions.${action}`)}
                control={
                  <Checkbox
                    size="small"
                    checked={applied.actions.includes(action)}
                    onChange={(event) => onAction(action, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
      )}
      <Button onClick={clear} sx={{ mt: 0.5 }}>
        {t("activity.filters.clear")}
      </Button>
    </Box>
  );
}
