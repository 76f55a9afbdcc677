/** A patient's photos and videos as a timeline grouped by date (built by the media feature). */
export function PatientMediaTimeline(_props: { patientId: string }) {
  return null;
}
