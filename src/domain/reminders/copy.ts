// The words of gentle reminders' settings and banner (decision 047).
export const REMINDER_COPY = {
  title: "Gentle reminders",
  text: "One kind note on the days and at the time you choose. Off unless you turn it on.",
  switchLabel: "Gentle reminders",
  days: "Days",
  time: "Time",
  quietHours: "Quiet hours",
  quietHoursHelp: "A reminder that falls in your quiet hours waits until they end.",
  quietFrom: "From",
  quietUntil: "Until",
  timeZone: (zone: string) => `Times are in your time zone, ${zone}.`,
  save: "Save reminders",
  saved: "Your reminders are saved.",
  savedOff: "Reminders are off.",
  sendNow: "Send one now",
  sent: "A reminder is on its way to this device.",
  next: (when: string) => `Next reminder: ${when}.`,
  pushOn: "Reminders arrive as a notification on this device.",
  unsupported: "This browser cannot show notifications from Ripple. Your reminder will wait for you here in the app, on your next visit.",
  iosInstall:
    "On iPhone and iPad, notifications need Ripple on your Home Screen (Share, then Add to Home Screen). Until then, your reminder will wait for you here in the app.",
  denied: "Notifications are blocked for Ripple in this browser's settings. Your reminder will wait for you here in the app instead.",
  dismissed: "Notifications were not allowed. Your reminder will wait for you here in the app instead.",
  bannerLabel: "A gentle reminder",
  reflect: "Reflect now",
  dismiss: "Dismiss",
} as const;

export const WEEKDAYS = [
  { day: 1, short: "Mon", name: "Monday" },
  { day: 2, short: "Tue", name: "Tuesday" },
  { day: 3, short: "Wed", name: "Wednesday" },
  { day: 4, short: "Thu", name: "Thursday" },
  { day: 5, short: "Fri", name: "Friday" },
  { day: 6, short: "Sat", name: "Saturday" },
  { day: 0, short: "Sun", name: "Sunday" },
] as const;
