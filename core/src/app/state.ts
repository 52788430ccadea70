import type { Teacher } from '../model/directory';
import type { DoctorKind } from '../model/medical';
import { defaultDoctorKind } from '../vocabulary';

/** Education state: the list and the message shown with it. */
export interface EducationState {
  teachers: Teacher[];
  message: string;
}

export const noDataMessage = 'No Data Found';

/** Saving a teacher list sets the message to 'No Data Found' when it is empty, else to ''. */
export function saveTeachers(teachers: Teacher[]): EducationState {
  return { teachers, message: teachers.length === 0 ? noDataMessage : '' };
}

/** Medical choice: saving replaces selectBtn; it starts on general physicians (decision 1752). */
export interface MedicalState {
  selectBtn: DoctorKind;
}

export const initialMedicalState: MedicalState = { selectBtn: defaultDoctorKind };
