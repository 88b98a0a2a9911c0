// "Calendar apps" under the week: the calendar as an .ics download (GET /calendar.ics with the
// token), and a secret subscription link (POST / DELETE /calendar/subscription) that calendar
// apps poll without a token, shown with Copy and as a webcal:// link.

import { ApiError } from "./api.js";
import { t } from "./i18n.js";

const byId = (id) => document.getElementById(id);

// Apple Calendar and Outlook open webcal:// links as a subscription; the rest is the same URL.
export function webcalUrl(url) {
  return url.replace(/^https?:/, "webcal:");
}

export class CalendarAppsView {
  // signOut(error): a 401 ends the session as it does anywhere on the page.
  constructor(client, signOut) {
    this.client = client;
    this.signOut = signOut;
    this.offersSubscription = false;
    this.box = byId("calendar-apps");
    this.subscribeButton = byId("subscribe");
    this.subscription = byId("subscription");
    this.url = byId("subscription-url");
    this.webcal = byId("subscription-webcal");
    this.status = byId("calendar-apps-status");
    byId("calendar-download").addEventListener("click", () => this.run(() => this.download()));
    this.subscribeButton.addEventListener("click", () => this.run(() => this.subscribe()));
    byId("subscription-revoke").addEventListener("click", () => this.run(() => this.revoke()));
    byId("subscription-copy").addEventListener("click", () => this.copy());
  }

  // download: the server offers GET /calendar.ics; subscription: POST /calendar/subscription.
  offer({ download, subscription }) {
    this.box.hidden = !download;
    this.subscribeButton.hidden = !subscription || !this.subscription.hidden;
    this.offersSubscription = subscription;
  }

  // Signed out: the link belongs to the user who made it.
  reset() {
    this.showLink(null);
    this.status.textContent = "";
    this.box.open = false;
  }

  async run(action) {
    this.status.textContent = "";
    try {
      await action();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        this.signOut(error);
      } else {
        this.status.textContent = t("apps.failed", { reason: error.message });
      }
    }
  }

  async download() {
    const file = await this.client.calendarFile();
    const address = URL.createObjectURL(file);
    const link = Object.assign(document.createElement("a"), { href: address, download: "moss.ics" });
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(address);
    this.status.textContent = t("apps.downloaded");
  }

  async subscribe() {
    const { url } = await this.client.subscribe();
    this.showLink(url);
    this.url.focus();
    this.url.select();
  }

  async revoke() {
    await this.client.unsubscribe();
    this.showLink(null);
    this.status.textContent = t("apps.revoked");
    this.subscribeButton.focus();
  }

  async copy() {
    try {
      await navigator.clipboard.writeText(this.url.value);
      this.status.textContent = t("apps.copied");
    } catch {
      // No clipboard permission (or no secure context): the selected text can still be copied by hand.
      this.url.focus();
      this.url.select();
      this.status.textContent = t("apps.copyByHand");
    }
  }

  showLink(url) {
    this.subscription.hidden = !url;
    this.subscribeButton.hidden = Boolean(url) || !this.offersSubscription;
    this.url.value = url ?? "";
    if (url) {
      this.webcal.href = webcalUrl(url);
    } else {
      this.webcal.removeAttribute("href");
    }
  }
}
