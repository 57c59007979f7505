/**
 * The WhatsApp chat link with a prefilled greeting.
 * @param number - the number in any format (digits are kept)
 * @param greeting - the prefilled message
 */
export function whatsappUrl(number: string, greeting: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(greeting)}`;
}
